import { orderStatusSchema } from '@shop/contracts';
import { idSchema, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { cancellationRefund } from '../domain/order-payment';
import { adminStatusChange } from '../domain/status-change';
import { parseShipping, shippingChange, type ShippingDetails } from '../domain/shipping';
import { CANCELLED_BY_SHOP } from '../domain/cancellation';
import { statusChanged, stockEventsOf } from '../events/published';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import { foundOrder } from './order-queries';

export interface ChangeOrderStatusRequest extends ShippingDetails {
  id: unknown;
  status: unknown;
  /** The version the admin saw; the change is refused when the order has moved on since. */
  expectedVersion?: unknown;
}

/**
 * The admin moves an order along its status machine (shipping, completing, cancelling, refunding):
 * shipping records the carrier and tracking number, delivering the day it arrived; the catalog is told when units
 * leave the shop, or are released by an order that never shipped. Cancelling a paid
 * order refunds its payment in full through payments (recorded as due in the same write, then asked; Stripe's
 * webhook confirms it).
 */
export function changeOrderStatus(orders: OrderStore, askRefunds: (order: Order) => Promise<void>) {
  return async (
    { id: rawId, status, expectedVersion: rawVersion, ...details }: ChangeOrderStatusRequest,
    actor: AuthContext,
  ): Promise<Order> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const to = parseInput(orderStatusSchema, status, 'status');
    const expectedVersion = rawVersion == null ? undefined : parseInput(idSchema, rawVersion, 'expectedVersion');
    const shipping = parseShipping(to, details);
    const saved = await orders.update(
      { id },
      (order) => {
        const change = { ...adminStatusChange(order, to), ...shippingChange(order, to, shipping, new Date()) };
        return to === 'cancelled' ? { ...change, ...cancellationRefund(order, CANCELLED_BY_SHOP) } : change;
      },
      (savedOrder, before) => [statusChanged(savedOrder, before), ...stockEventsOf(savedOrder, before)],
      { expectedVersion },
    );
    const order = foundOrder(id, saved);
    await askRefunds(order);
    return order;
  };
}
