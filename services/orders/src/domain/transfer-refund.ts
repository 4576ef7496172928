import {
  BANK_TRANSFER,
  RETURN_MESSAGES,
  TRANSFER_REFUND_MESSAGES,
  formatPence,
  toPence,
  type RecordTransferRefundInput,
} from '@shop/contracts';
import { Conflict, Invalid, NotFound } from '@shop/kit';
import type { Order, TransferRefundSent } from '../models/order';
import type { OrderHistoryLine, OrderReturn } from '../models/order-return';

const M = TRANSFER_REFUND_MESSAGES;

/** What the rule reads of an order (orders stored before returns and refunds sent lack those fields). */
export type TransferRefundFacts = Pick<Order, 'id' | 'status' | 'totalPence' | 'paymentMethod' | 'bankTransfer'> &
  Partial<Pick<Order, 'returns' | 'history'>>;

/** A refund of this order goes back by bank transfer: it was paid by one, and the shop has the money. */
export const refundsByTransfer = (order: Pick<Order, 'paymentMethod' | 'bankTransfer'>): boolean =>
  order.paymentMethod === BANK_TRANSFER && Boolean(order.bankTransfer?.receivedAt);

const sentOf = (order: TransferRefundFacts): TransferRefundSent[] => order.bankTransfer?.refundsSent ?? [];

/**
 * What is due back by bank transfer, and for what: a received return's refund as receiving it worked out, or what is
 * left of a cancelled (or refunded) order's transfer once its returns' refunds are taken off. Null when it was sent
 * already (recorded again, it changes nothing). CONFLICT saying why nothing can be sent.
 */
export function transferRefundDue(order: TransferRefundFacts, returnId: string | null): number | null {
  const transfer = order.bankTransfer;
  if (order.paymentMethod !== BANK_TRANSFER || !transfer) throw new Conflict(M.notBankTransfer);
  if (!transfer.receivedAt) throw new Conflict(M.notReceived);
  if (sentOf(order).some((sent) => sent.returnId === returnId)) return null;
  const due = returnId === null ? wholeDue(order) : returnDue(order, returnId);
  if (due <= 0) throw new Conflict(M.nothingDue);
  return due;
}

function returnDue(order: TransferRefundFacts, returnId: string): number {
  const found = (order.returns ?? []).find((r) => r.reference === returnId);
  if (!found) throw new NotFound(RETURN_MESSAGES.notFound);
  if (found.status !== 'received') throw new Conflict(M.returnNotReceived, 'returnId');
  return found.refundPence ?? 0;
}

function wholeDue(order: TransferRefundFacts): number {
  if (order.status !== 'cancelled' && order.status !== 'refunded') throw new Conflict(M.orderNotRefundable);
  const sent = sentOf(order).reduce((sum, s) => sum + s.amountPence, 0);
  return (order.bankTransfer?.receivedPence ?? order.totalPence) - sent;
}

/** What is due back by bank transfer for the order as a whole (cancelled or refunded, not yet sent); null when none. */
export function wholeTransferRefundDue(order: TransferRefundFacts): number | null {
  const transfer = order.bankTransfer;
  if (order.paymentMethod !== BANK_TRANSFER || !transfer?.receivedAt) return null;
  if (order.status !== 'cancelled' && order.status !== 'refunded') return null;
  if (sentOf(order).some((sent) => sent.returnId === null)) return null;
  const due = wholeDue(order);
  return due > 0 ? due : null;
}

/**
 * An admin records a refund sent by bank transfer: the amount (what is due unless given; never more) and their
 * reference are kept on the order's transfer, and a return so refunded is completed as a card refund's webhook
 * completes it, refunded with what was sent. Null when it was recorded already.
 */
export function transferRefundSentChange(
  order: TransferRefundFacts,
  input: RecordTransferRefundInput,
  by: number,
  now: Date,
): Partial<Order> | null {
  const due = transferRefundDue(order, input.returnId);
  if (due === null) return null;
  const amountPence = input.amount === null ? due : toPence(input.amount);
  if (amountPence > due) throw new Invalid(M.tooMuch(amountPence, due), 'amount');
  const sent: TransferRefundSent = { returnId: input.returnId, amountPence, reference: input.reference, at: now, by };
  const what = input.returnId === null ? `Order #${order.id}` : `Return ${input.returnId}`;
  const history: OrderHistoryLine = {
    at: now,
    text: `${what} refunded by bank transfer: ${formatPence(amountPence)} (${input.reference})`,
  };
  const returns = (order.returns ?? []).map((r): OrderReturn =>
    r.reference === input.returnId ? { ...r, status: 'refunded', refundPence: amountPence, refundedAt: now } : r,
  );
  return {
    bankTransfer: { ...order.bankTransfer!, refundsSent: [...sentOf(order), sent] },
    returns,
    history: [...(order.history ?? []), history],
  };
}

/** The refund the change recorded, for its event; null when none was. */
export const refundSentBy = (saved: Pick<Order, 'bankTransfer'>, before: Pick<Order, 'bankTransfer'>) => {
  const was = before.bankTransfer?.refundsSent?.length ?? 0;
  return saved.bankTransfer?.refundsSent?.[was] ?? null;
};
