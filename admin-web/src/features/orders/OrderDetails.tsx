import { formatDayMonthYear, formatGBP, formatShortDate, orderPaymentLabel } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Alert, Descriptions, Space, Typography } from 'antd';
import { paymentMethodLabel } from '@shop/web-common';
import type { OrderDetail } from '../../graphql/orders';
import { VatDocuments } from '../payments/VatDocuments';
import { BankTransferPanel } from './BankTransferPanel';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusControl } from './OrderStatusControl';
import { OrderStatusTag } from './OrderStatusTag';

function orNotProvided(value: string | null): ReactNode {
  return value || <Typography.Text type="secondary">Not provided</Typography.Text>;
}

function ShippingAddress({ order }: { order: OrderDetail }) {
  const lines = [
    order.shippingAddress,
    order.shippingCity,
    order.shippingState,
    order.shippingPostalCode,
    order.shippingCountry,
  ].filter(Boolean);
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line, position) => (
        <div key={position}>{line}</div>
      ))}
    </address>
  );
}

/** The carrier and tracking number the order shipped with, and when it shipped and arrived. */
function Shipment({ order }: { order: OrderDetail }) {
  const { shipment, shippedAt, deliveredOn } = order;
  if (!shippedAt && !deliveredOn) return null;
  const tracking = shipment?.trackingUrl ? (
    <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
      {shipment.trackingNumber}
    </a>
  ) : (
    shipment?.trackingNumber
  );
  return (
    <Descriptions
      title="Shipment"
      size="small"
      bordered
      column={1}
      data-testid="order-shipment"
      items={[
        ...(shipment
          ? [
              { key: 'carrier', label: 'Carrier', children: shipment.carrierName },
              { key: 'tracking', label: 'Tracking number', children: tracking },
            ]
          : []),
        ...(shippedAt ? [{ key: 'shipped', label: 'Shipped', children: formatDayMonthYear(shippedAt) }] : []),
        ...(deliveredOn ? [{ key: 'delivered', label: 'Delivered', children: formatDayMonthYear(deliveredOn) }] : []),
      ]}
    />
  );
}

/** Everything about one order, with the control that moves it to its next status. */
export function OrderDetails({ order }: { order: OrderDetail }) {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space direction="vertical">
        <Space>
          <Typography.Text strong>Status</Typography.Text>
          <OrderStatusTag status={order.status} />
        </Space>
        <OrderStatusControl key={order.version} order={order} />
      </Space>
      {order.cancellationReason && (
        <Alert
          type="warning"
          showIcon
          message="Cancellation reason"
          description={order.cancellationReason}
          data-testid="order-cancellation-reason"
        />
      )}
      <Descriptions
        title="Customer"
        size="small"
        bordered
        column={1}
        items={[
          { key: 'name', label: 'Name', children: orNotProvided(order.customerName) },
          { key: 'email', label: 'Email', children: orNotProvided(order.customerEmail) },
          { key: 'phone', label: 'Phone', children: orNotProvided(order.customerPhone) },
        ]}
      />
      <BankTransferPanel order={order} />
      <Shipment order={order} />
      <Descriptions
        title="Delivery and payment"
        size="small"
        bordered
        column={1}
        items={[
          { key: 'address', label: 'Shipping address', children: <ShippingAddress order={order} /> },
          {
            key: 'method',
            label: 'Payment method',
            children: paymentMethodLabel(order.paymentMethod),
          },
          { key: 'paymentId', label: 'Payment ID', children: orNotProvided(order.paymentId) },
          {
            key: 'payment',
            label: 'Payment',
            // A paid order the shop cancels is refunded through Stripe: the refund shows once Stripe confirms it.
            children: (
              <span data-testid="order-payment-state">
                {orderPaymentLabel(order.paymentState)}
                {order.refunded > 0 && ` (${formatGBP(order.refunded)} refunded)`}
              </span>
            ),
          },
          { key: 'notes', label: 'Notes', children: orNotProvided(order.notes) },
          { key: 'created', label: 'Placed', children: formatShortDate(order.createdAt) },
          { key: 'updated', label: 'Last updated', children: formatShortDate(order.updatedAt) },
        ]}
      />
      <div>
        <Typography.Title level={5}>Items</Typography.Title>
        <OrderItemsTable order={order} />
      </div>
      <VatDocuments
        path={`/api/orders/${order.id}/invoices`}
        refreshKey={`${order.paymentState}:${order.refunded}`}
        testId="order-invoices"
      />
    </Space>
  );
}
