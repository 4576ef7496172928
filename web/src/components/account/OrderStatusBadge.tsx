import type { OrderStatus } from '@shop/contracts';
import { ORDER_STATUS_COLOURS, orderStatusLabel } from '@shop/web-common';
import { Chip, chipColour } from '../Chip';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Chip colour={chipColour(ORDER_STATUS_COLOURS[status])} testId="order-status">
      {orderStatusLabel(status)}
    </Chip>
  );
}
