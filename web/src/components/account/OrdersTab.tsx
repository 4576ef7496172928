import { formatGBP, formatLongDate } from '@shop/contracts';
import { useQuery } from '@apollo/client';
import { paymentMethodLabel } from '@shop/web-common';
import { Link } from 'react-router-dom';
import { MY_ORDERS_QUERY, type OrderListEntry } from '../../graphql/orders';
import { ButtonLink } from '../ButtonLink';
import { EmptyState } from '../ui/EmptyState';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { Skeleton } from '../ui/Skeleton';
import { OrderStatusBadge } from './OrderStatusBadge';
import { shippingAddressLines } from './shippingAddress';

function OrderCard({ order }: { order: OrderListEntry }) {
  return (
    <Panel
      testId="order-row"
      title={`Order #${order.id}`}
      extra={<OrderStatusBadge status={order.status} />}
      actions={
        <Link to={`/account/orders/${order.id}`} data-testid="order-details-link">
          View Details
        </Link>
      }
    >
      <dl className="descriptions">
        <div>
          <dt>Date</dt>
          <dd>{formatLongDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            <strong data-testid="order-total">{formatGBP(order.total)}</strong>
          </dd>
        </div>
        <div>
          <dt>Shipping Address</dt>
          <dd>{shippingAddressLines(order).join(', ')}</dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** The signed-in customer's orders, newest first; reloaded on each visit so statuses are current. */
export function OrdersTab() {
  const { data, loading, error } = useQuery(MY_ORDERS_QUERY, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton rows={6} />;
  if (error) return <Notice type="error" message="Unable to load your orders. Please try again later." />;
  const orders = data?.myOrders ?? [];
  if (orders.length === 0) {
    return (
      <EmptyState description="You haven't placed any orders yet." testId="orders-empty">
        <ButtonLink to="/sales" variant="primary">
          Start Shopping
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="stack" data-testid="orders-list">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}
