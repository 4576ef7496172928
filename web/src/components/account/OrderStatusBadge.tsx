import type { OrderStatus } from '@shop/contracts';
import { ORDER_STATUS_COLOURS, orderStatusLabel } from '@shop/web-common';
import { Tag } from 'antd';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Tag color={ORDER_STATUS_COLOURS[status]} data-testid="order-status">
      {orderStatusLabel(status)}
    </Tag>
  );
}
