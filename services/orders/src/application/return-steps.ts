import { RETURN_MESSAGES, parseReturnReference } from '@shop/contracts';
import { NotFound } from '@shop/kit';
import { returnOf } from '../domain/order-return';
import { returnEvents } from '../events/return-events';
import type { Order } from '../models/order';
import type { OrderReturn } from '../models/order-return';
import type { OrderStore } from '../models/order-store';

/**
 * One step of a return the admin takes (approve, decline, receive): the order the reference names, changed by the
 * step's rule in one versioned write with the step's event. NOT_FOUND for a reference no order has.
 */
export async function takeReturnStep(
  orders: OrderStore,
  reference: string,
  change: (order: Order) => Partial<Order>,
): Promise<{ order: Order; ret: OrderReturn }> {
  const named = parseReturnReference(reference);
  if (!named) throw new NotFound(RETURN_MESSAGES.notFound);
  const saved = await orders.update({ id: named.orderId }, change, returnEvents);
  if (!saved) throw new NotFound(RETURN_MESSAGES.notFound);
  return { order: saved, ret: returnOf(saved, reference) };
}
