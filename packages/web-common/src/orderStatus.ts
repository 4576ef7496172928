import type { OrderStatus } from '@shop/contracts';

/** Badge colours of the storefront spec (section 4), so the shop and the admin agree. */
export const ORDER_STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
  refunded: 'orange',
};

/** 'shipped' → 'Shipped'. */
export const orderStatusLabel = (status: OrderStatus): string => status[0].toUpperCase() + status.slice(1);
