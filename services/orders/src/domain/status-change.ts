import { adminNextStatuses, type OrderStatus } from '@shop/contracts';
import { Conflict } from '@shop/kit';
import type { Order } from '../models/order';
import { CANCELLED_BY_SHOP } from './cancellation';

/**
 * The change an admin's move to `to` makes, along the status machine only: CONFLICT naming the
 * statuses the order may move to instead. An order the shop cancels says so.
 */
export function adminStatusChange(order: Pick<Order, 'id' | 'status'>, to: OrderStatus): Partial<Order> {
  const allowed = adminNextStatuses(order.status);
  if (!allowed.includes(to)) {
    const next = allowed.length ? `it can move to: ${allowed.join(', ')}` : 'it cannot change any more';
    throw new Conflict(`Order ${order.id} is ${order.status}, so it cannot become ${to}; ${next}`, 'status');
  }
  return { status: to, ...(to === 'cancelled' ? { cancellationReason: CANCELLED_BY_SHOP } : {}) };
}
