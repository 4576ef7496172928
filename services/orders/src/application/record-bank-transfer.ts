import { recordBankTransferSchema, toPence } from '@shop/contracts';
import { idSchema, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { bankTransferReceivedChange } from '../domain/bank-transfer';
import { orderPaid, statusChanged } from '../events/published';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import { foundOrder } from './order-queries';

export interface RecordBankTransferRequest {
  id: unknown;
  /** What arrived, in GBP: it must be the order's total. */
  amount?: unknown;
  /** The admin's reference for the transfer (the bank statement line). */
  reference?: unknown;
}

/**
 * An admin records a bank-transfer order's money received: the order moves on to processing with the transfer as its
 * payment (method bank-transfer, the admin's reference), and OrderPaid sends the customer's confirmation. Recording
 * it again changes nothing.
 */
export function recordBankTransfer(orders: OrderStore, clock: () => Date = () => new Date()) {
  return async ({ id: rawId, amount, reference }: RecordBankTransferRequest, actor: AuthContext): Promise<Order> => {
    const admin = requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const input = parseInput(recordBankTransferSchema, { amount, reference });
    const saved = await orders.update(
      { id },
      (order) =>
        bankTransferReceivedChange(order, { ...input, receivedPence: toPence(input.amount) }, admin.id, clock()),
      (savedOrder, before) => [statusChanged(savedOrder, before), orderPaid(savedOrder)],
    );
    return foundOrder(id, saved);
  };
}
