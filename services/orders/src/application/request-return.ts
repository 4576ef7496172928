import { ORDER_MESSAGES, returnRequestSchema, ukCalendarDay, type ReturnRules } from '@shop/contracts';
import { NotFound, idSchema, parseInput, requireUser, type AuthContext } from '@shop/kit';
import { requestReturnChange, returnOf } from '../domain/order-return';
import { returnEvents } from '../events/return-events';
import type { OrderStore } from '../models/order-store';
import type { OrderReturn } from '../models/order-return';
import type { Order } from '../models/order';

/**
 * The customer asks to return lines of their delivered order, within the window after delivery (the shop's setting
 * as it is now): which lines, how many of each (never more than bought less what other returns hold) and why. Written
 * with OrderReturnRequested in one versioned write, so two requests at once cannot return the same unit twice;
 * nothing is written when refused.
 */
export function requestReturn(orders: OrderStore, returnRules: () => Promise<ReturnRules>, clock: () => Date) {
  return async (
    rawOrderId: unknown,
    input: unknown,
    actor: AuthContext,
  ): Promise<{ order: Order; ret: OrderReturn }> => {
    const user = requireUser(actor);
    const orderId = parseInput(idSchema, rawOrderId, 'orderId');
    const request = parseInput(returnRequestSchema, input);
    const rules = await returnRules();
    const now = clock();
    let reference = '';
    const saved = await orders.update(
      { id: orderId },
      (order) => {
        // Someone else's order answers as if there were none, as reading it does.
        if (order.userId !== user.id) throw new NotFound(ORDER_MESSAGES.notFound);
        const change = requestReturnChange(order, request, now, ukCalendarDay(now), rules);
        reference = change.returns[change.returns.length - 1].reference;
        return change;
      },
      returnEvents,
    );
    if (!saved) throw new NotFound(ORDER_MESSAGES.notFound);
    return { order: saved, ret: returnOf(saved, reference) };
  };
}
