import { formatDayMonthYear } from '@shop/contracts';
import { Card, Descriptions } from 'antd';
import type { OrderDetail } from '../../graphql/orders';

/** How the parcel is travelling: the carrier, the tracking number linked to the carrier's page, and the dates. */
export function OrderDelivery({ order }: { order: Pick<OrderDetail, 'shipment' | 'shippedAt' | 'deliveredOn'> }) {
  const { shipment, shippedAt, deliveredOn } = order;
  if (!shippedAt && !deliveredOn) return null;
  return (
    <Card title="Delivery" className="order-side-card">
      <Descriptions column={1} size="small" data-testid="order-delivery">
        {shipment && <Descriptions.Item label="Carrier">{shipment.carrierName}</Descriptions.Item>}
        {shipment && (
          <Descriptions.Item label="Tracking number">
            {shipment.trackingUrl ? (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="order-tracking-link"
              >
                {shipment.trackingNumber}
              </a>
            ) : (
              shipment.trackingNumber
            )}
          </Descriptions.Item>
        )}
        {shippedAt && <Descriptions.Item label="Shipped">{formatDayMonthYear(shippedAt)}</Descriptions.Item>}
        {deliveredOn && <Descriptions.Item label="Delivered">{formatDayMonthYear(deliveredOn)}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}
