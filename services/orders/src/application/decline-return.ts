import { returnDeclineSchema, returnIdSchema } from '@shop/contracts';
import { requireAdmin, parseInput, type AuthContext } from '@shop/kit';
import { declineReturnChange } from '../domain/order-return';
import type { OrderStore } from '../models/order-store';
import { takeReturnStep } from './return-steps';

/** The admin declines a requested return with a reason, which the customer is emailed; its lines may be asked again. */
export function declineReturn(orders: OrderStore, clock: () => Date) {
  return async (rawId: unknown, input: unknown, actor: AuthContext) => {
    requireAdmin(actor);
    const reference = parseInput(returnIdSchema, rawId, 'id');
    const { reason } = parseInput(returnDeclineSchema, input);
    const now = clock();
    return takeReturnStep(orders, reference, (order) => declineReturnChange(order, reference, reason, now));
  };
}
