import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { orderStatusLabel } from '@shop/web-common';
import type { OrderDetail, OrderStatus } from '../../graphql/orders';
import { DeliverOrderModal } from './DeliverOrderModal';
import { ShipOrderModal } from './ShipOrderModal';
import { useOrderStatusUpdate } from './useOrderStatusUpdate';

/**
 * Offers only the statuses the server says the order may move to next; shipping asks for the carrier and tracking
 * number first, delivering for the day it arrived. The caller keys it by the order's version, so the choice starts
 * empty again whenever the order changes.
 */
export function OrderStatusControl({ order }: { order: OrderDetail }) {
  const [next, setNext] = useState<OrderStatus | null>(null);
  const [asking, setAsking] = useState<'shipped' | 'delivered' | null>(null);
  const { changeStatus, ship, deliver, updating } = useOrderStatusUpdate();
  const closingOnSave = async (saved: Promise<boolean>) => {
    const done = await saved;
    if (done) setAsking(null);
    return done;
  };

  if (order.nextStatuses.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid="order-no-next-status">
        No further status changes
      </Typography.Text>
    );
  }
  return (
    <Space wrap>
      <Select<OrderStatus>
        aria-label="New status"
        data-testid="order-next-status"
        placeholder="Choose a new status"
        style={{ width: 200 }}
        value={next}
        options={order.nextStatuses.map((status) => ({ value: status, label: orderStatusLabel(status) }))}
        onChange={setNext}
      />
      <Button
        type="primary"
        data-testid="order-update-status"
        disabled={!next}
        loading={updating}
        onClick={() => {
          if (next === 'shipped' || next === 'delivered') setAsking(next);
          else if (next) changeStatus(order, next);
        }}
      >
        Update Status
      </Button>
      <ShipOrderModal
        orderId={order.id}
        open={asking === 'shipped'}
        saving={updating}
        onShip={(shipment) => closingOnSave(ship(order, shipment))}
        onCancel={() => setAsking(null)}
      />
      <DeliverOrderModal
        orderId={order.id}
        shippedAt={order.shippedAt}
        open={asking === 'delivered'}
        saving={updating}
        onDeliver={(deliveredOn) => closingOnSave(deliver(order, deliveredOn))}
        onCancel={() => setAsking(null)}
      />
    </Space>
  );
}
