import { returnIdSchema, returnReceiptSchema, type ReturnRules } from '@shop/contracts';
import { requireAdmin, parseInput, type AuthContext } from '@shop/kit';
import { receiveReturnChange } from '../domain/order-return';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import { takeReturnStep } from './return-steps';

/**
 * The admin received an approved return's parcel and inspected each line: back to stock (OrderReturnReceived names
 * them, and the catalog puts them back on hand) or written off. The return's refund (shipping as the order settings
 * say now) falls due on the order's payment in the same write and is then asked of payments; if payments cannot take
 * it now, the sweep asks again (askStillDueRefunds), and Stripe's webhook moves the return on to refunded.
 */
export function receiveReturn(
  orders: OrderStore,
  returnRules: () => Promise<ReturnRules>,
  askRefunds: (order: Order) => Promise<void>,
  clock: () => Date,
) {
  return async (rawId: unknown, input: unknown, actor: AuthContext) => {
    requireAdmin(actor);
    const reference = parseInput(returnIdSchema, rawId, 'id');
    const receipt = parseInput(returnReceiptSchema, input);
    const rules = await returnRules();
    const now = clock();
    const received = await takeReturnStep(orders, reference, (order) =>
      receiveReturnChange(order, reference, receipt, now, rules),
    );
    await askRefunds(received.order);
    return received;
  };
}
