import { Tag } from 'antd';
import { ORDER_STATUS_COLOURS, orderStatusLabel } from '@shop/web-common';
import type { OrderStatus } from '../../graphql/orders';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={ORDER_STATUS_COLOURS[status]} data-testid="order-status" data-status={status}>
      {orderStatusLabel(status)}
    </Tag>
  );
}
