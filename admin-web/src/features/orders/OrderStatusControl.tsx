import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { orderStatusLabel } from '@shop/web-common';
import type { OrderDetail, OrderStatus } from '../../graphql/orders';
import { ShipOrderModal } from './ShipOrderModal';
import { useOrderStatusUpdate } from './useOrderStatusUpdate';

/**
 * Offers only the statuses the server says the order may move to next; shipping asks for the carrier and tracking
 * number first. The caller keys it by the order's version, so the choice starts empty again whenever the order changes.
 */
export function OrderStatusControl({ order }: { order: OrderDetail }) {
  const [next, setNext] = useState<OrderStatus | null>(null);
  const [shipping, setShipping] = useState(false);
  const { changeStatus, ship, updating } = useOrderStatusUpdate();

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
          if (next === 'shipped') setShipping(true);
          else if (next) changeStatus(order, next);
        }}
      >
        Update Status
      </Button>
      <ShipOrderModal
        orderId={order.id}
        open={shipping}
        saving={updating}
        onShip={async (shipment) => {
          const shipped = await ship(order, shipment);
          if (shipped) setShipping(false);
          return shipped;
        }}
        onCancel={() => setShipping(false)}
      />
    </Space>
  );
}
