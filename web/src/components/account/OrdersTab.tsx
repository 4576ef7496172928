import { formatGBP, formatLongDate } from '@shop/contracts';
import { useQuery } from '@apollo/client';
import { paymentMethodLabel } from '@shop/web-common';
import { Alert, Card, Descriptions, Empty, Skeleton, Space } from 'antd';
import { Link } from 'react-router-dom';
import { MY_ORDERS_QUERY, type OrderListEntry } from '../../graphql/orders';
import { ButtonLink } from '../ButtonLink';
import { OrderStatusBadge } from './OrderStatusBadge';
import { shippingAddressLines } from './shippingAddress';

function OrderCard({ order }: { order: OrderListEntry }) {
  return (
    <Card
      data-testid="order-row"
      title={`Order #${order.id}`}
      extra={<OrderStatusBadge status={order.status} />}
      actions={[
        <Link key="details" to={`/account/orders/${order.id}`} data-testid="order-details-link">
          View Details
        </Link>,
      ]}
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Date">{formatLongDate(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Total">
          <strong data-testid="order-total">{formatGBP(order.total)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="Shipping Address">{shippingAddressLines(order).join(', ')}</Descriptions.Item>
        <Descriptions.Item label="Payment Method">{paymentMethodLabel(order.paymentMethod)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The signed-in customer's orders, newest first; reloaded on each visit so statuses are current. */
export function OrdersTab() {
  const { data, loading, error } = useQuery(MY_ORDERS_QUERY, { fetchPolicy: 'cache-and-network' });

  if (loading && !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) return <Alert type="error" showIcon message="Unable to load your orders. Please try again later." />;
  const orders = data?.myOrders ?? [];
  if (orders.length === 0) {
    return (
      <Empty description="You haven't placed any orders yet." data-testid="orders-empty">
        <ButtonLink to="/sales" variant="primary">
          Start Shopping
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="orders-list">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Space>
  );
}
