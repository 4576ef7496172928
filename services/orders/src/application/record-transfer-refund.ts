import { recordTransferRefundSchema } from '@shop/contracts';
import { idSchema, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { refundSentBy, transferRefundSentChange } from '../domain/transfer-refund';
import { refundSent } from '../events/published';
import { returnEvents } from '../events/return-events';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import { foundOrder } from './order-queries';

export interface RecordTransferRefundRequest {
  id: unknown;
  /** The received return refunded; absent: the cancelled or refunded order's whole transfer. */
  returnId?: unknown;
  /** What was sent, in GBP; absent: what is due. */
  amount?: unknown;
  /** The admin's reference (the bank statement line). */
  reference?: unknown;
}

/**
 * An admin records a refund of a bank-transfer order sent back by bank transfer outside the shop: a received return
 * is refunded by it (OrderReturnRefunded, the customer's email), and OrderRefundSent has payments credit the order's
 * invoice. Recording it again changes nothing.
 */
export function recordTransferRefund(orders: OrderStore, clock: () => Date = () => new Date()) {
  return async ({ id: rawId, ...rest }: RecordTransferRefundRequest, actor: AuthContext): Promise<Order> => {
    const admin = requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const input = parseInput(recordTransferRefundSchema, rest);
    const saved = await orders.update(
      { id },
      (order) => transferRefundSentChange(order, input, admin.id, clock()),
      (savedOrder, before) => {
        const sent = refundSentBy(savedOrder, before);
        return [...returnEvents(savedOrder, before), ...(sent ? [refundSent(savedOrder, sent)] : [])];
      },
    );
    return foundOrder(id, saved);
  };
}
