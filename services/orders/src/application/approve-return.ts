import { returnIdSchema, type ReturnRules } from '@shop/contracts';
import { requireAdmin, parseInput, type AuthContext } from '@shop/kit';
import { approveReturnChange } from '../domain/order-return';
import type { OrderStore } from '../models/order-store';
import { takeReturnStep } from './return-steps';

/**
 * The admin accepts a requested return: the customer is emailed the returns address the order settings hold now and
 * the return's reference; refused while no address is set.
 */
export function approveReturn(orders: OrderStore, returnRules: () => Promise<ReturnRules>, clock: () => Date) {
  return async (rawId: unknown, actor: AuthContext) => {
    requireAdmin(actor);
    const reference = parseInput(returnIdSchema, rawId, 'id');
    const rules = await returnRules();
    const now = clock();
    return takeReturnStep(orders, reference, (order) => approveReturnChange(order, reference, rules, now));
  };
}
