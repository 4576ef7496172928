import { returnIdSchema } from '@shop/contracts';
import { requireAdmin, parseInput, type AuthContext } from '@shop/kit';
import { approveReturnChange, type ReturnRules } from '../domain/order-return';
import type { OrderStore } from '../models/order-store';
import { takeReturnStep } from './return-steps';

/** The admin accepts a requested return: the customer is emailed the returns address and the return's reference. */
export function approveReturn(orders: OrderStore, rules: Pick<ReturnRules, 'returnsAddress'>, clock: () => Date) {
  return async (rawId: unknown, actor: AuthContext) => {
    requireAdmin(actor);
    const reference = parseInput(returnIdSchema, rawId, 'id');
    const now = clock();
    return takeReturnStep(orders, reference, (order) =>
      approveReturnChange(order, reference, rules.returnsAddress, now),
    );
  };
}
