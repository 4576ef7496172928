import { toPence, formatLongDate, orderPaymentLabel } from '@shop/contracts';
import { useQuery } from '@apollo/client';
import { paymentMethodLabel } from '@shop/web-common';
import { Alert, Card, Col, Descriptions, Result, Row, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { OrderItemsTable } from '../components/account/OrderItemsTable';
import { OrderDelivery } from '../components/account/OrderDelivery';
import { OrderInvoices } from '../components/account/OrderInvoices';
import { OrderPayment } from '../components/account/OrderPayment';
import { OrderReturns } from '../components/account/OrderReturns';
import { paymentStepOf, type PaymentStep } from '../components/account/useOrderPaymentWait';
import { OrderStatusBadge } from '../components/account/OrderStatusBadge';
import { shippingAddressLines } from '../components/account/shippingAddress';
import { PriceBreakdown } from '../components/cart/PriceBreakdown';
import { isRefusal } from '../errors';
import { ORDER_QUERY, type OrderDetail } from '../graphql/orders';
import type { Polling } from '../hooks/useWebhookWait';
import { PageHead } from '../head/PageHead';

function OrderNotFound() {
  return (
    <div data-testid="order-not-found">
      <PageHead title="Order Not Found" description="We couldn't find this order in your account." notFound />
      <Result
        status="404"
        title="Order not found"
        subTitle="We couldn't find this order in your account."
        extra={<Link to="/account">Back to My Account</Link>}
      />
    </div>
  );
}

function OrderView({ order, step, polling }: { order: OrderDetail; step: PaymentStep; polling: Polling }) {
  const price = {
    subtotalPence: toPence(order.subtotal),
    shippingPence: toPence(order.shippingCost),
    vatPence: toPence(order.vat),
    totalPence: toPence(order.total),
  };
  return (
    <div className="container section" data-testid="order-detail">
      <PageHead title={`Order #${order.id}`} description="The items, delivery and payment of your order." />
      <Link to="/account">&larr; Back to My Account</Link>
      <div className="order-heading">
        <h1>Order #{order.id}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="muted">Placed on {formatLongDate(order.createdAt)}</p>
      <div className="order-alert">
        <OrderPayment order={order} step={step} polling={polling} />
      </div>
      {order.status === 'cancelled' && order.cancellationReason && (
        <Alert
          type="error"
          showIcon
          className="order-alert"
          message="This order was cancelled"
          description={order.cancellationReason}
          data-testid="order-cancellation-reason"
        />
      )}
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={16}>
          <Card title="Items">
            <OrderItemsTable items={order.items} />
            <div className="order-price">
              <PriceBreakdown price={price} subtotalLabel="Items Total" />
            </div>
          </Card>
          {order.notes && (
            <Card title="Order Notes" className="order-notes">
              <p className="order-notes-text" data-testid="order-notes">
                {order.notes}
              </p>
            </Card>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Shipping Information" className="order-side-card">
            <address className="order-address" data-testid="order-shipping">
              <strong>{order.customerName || 'Customer'}</strong>
              {shippingAddressLines(order).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {order.customerPhone && <span>Phone: {order.customerPhone}</span>}
            </address>
          </Card>
          <OrderDelivery order={order} />
          <OrderReturns orderId={order.id} />
          <Card title="Payment Information" className="order-side-card">
            <Descriptions column={1} size="small" data-testid="order-payment">
              <Descriptions.Item label="Method">{paymentMethodLabel(order.paymentMethod)}</Descriptions.Item>
              <Descriptions.Item label="Payment ID">{order.paymentId || 'Not provided'}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <span data-testid="order-payment-state">{orderPaymentLabel(order.paymentState)}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <OrderInvoices order={order} />
        </Col>
      </Row>
    </div>
  );
}

/** Rendered inside RequireAuth; the API answers NOT_FOUND for an order that is missing or someone else's. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  const { data, loading, error, startPolling, stopPolling } = useQuery(ORDER_QUERY, {
    variables: { id: orderId ?? 0 },
    skip: orderId === null,
    fetchPolicy: 'cache-and-network',
  });

  if (orderId === null) return <OrderNotFound />;
  if (loading && !data) return <Skeleton active className="container section" paragraph={{ rows: 10 }} />;
  // A refusal (not found, not permitted, not a valid id) is the spec's "Order not found"; a failure is not.
  if (error && isRefusal(error)) return <OrderNotFound />;
  if (error || !data) {
    return (
      <div className="container section">
        <Alert type="error" showIcon message="Unable to load this order. Please try again later." />
      </div>
    );
  }
  return (
    <OrderView order={data.order} step={paymentStepOf(search.get('payment'))} polling={{ startPolling, stopPolling }} />
  );
}
