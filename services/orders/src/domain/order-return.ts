import {
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURNS_PER_ORDER_MAX,
  VAT_RATE,
  addUkDays,
  formatPence,
  returnReference,
  type ReturnReceipt,
  type ReturnRequest,
  type ReturnRules,
} from '@shop/contracts';
import { Conflict, Invalid, NotFound } from '@shop/kit';
import type { Order, OrderRefund } from '../models/order';
import type { OrderHistoryLine, OrderReturn, OrderReturnLine } from '../models/order-return';

/** What the return rules read of an order (orders stored before returns lack the newer fields). */
export type ReturnFacts = Pick<
  Order,
  'id' | 'status' | 'items' | 'deliveredOn' | 'shippingPence' | 'totalPence' | 'payment'
> &
  Partial<Pick<Order, 'returns' | 'history' | 'refunds'>>;

const returnsOf = (order: ReturnFacts): OrderReturn[] => order.returns ?? [];
const historyOf = (order: ReturnFacts): OrderHistoryLine[] => order.history ?? [];
const counts = (r: OrderReturn) => r.status !== 'declined';
/** The parcel is back at the shop. */
const isBack = (r: OrderReturn) => r.status === 'received' || r.status === 'refunded';

/** The last UK day a return may be asked for: the window's days after the delivered day. */
export const returnsCloseOn = (deliveredOn: string, windowDays: number): string => addUkDays(deliveredOn, windowDays);

/** The order can take a return today: delivered, within the window. CONFLICT saying why not. */
export function assertReturnsOpen(order: ReturnFacts, today: string, windowDays: number): void {
  const delivered = order.status === 'delivered' || order.status === 'completed';
  if (!delivered || !order.deliveredOn) throw new Conflict(RETURN_MESSAGES.notDelivered);
  const closesOn = returnsCloseOn(order.deliveredOn, windowDays);
  if (today > closesOn) throw new Conflict(RETURN_MESSAGES.closed(closesOn, windowDays));
}

/** How many of each line can still be returned: bought, less what its returns not declined hold. */
export function returnableQuantities(order: ReturnFacts): Map<number, number> {
  const left = new Map(order.items.map((line) => [line.id, line.quantity]));
  for (const r of returnsOf(order).filter(counts)) {
    for (const line of r.lines) left.set(line.lineId, (left.get(line.lineId) ?? 0) - line.quantity);
  }
  return left;
}

const describeLines = (lines: OrderReturnLine[]) => lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
const line = (at: Date, text: string): OrderHistoryLine => ({ at, text });

/**
 * The customer asks to return lines of their order: each line one of the order's, at most what is left of it to
 * return, within the window after delivery. A line asked for twice in one request counts both times.
 */
export function requestReturnChange(
  order: ReturnFacts,
  request: ReturnRequest,
  now: Date,
  today: string,
  rules: Pick<ReturnRules, 'returnWindowDays'>,
): Pick<Order, 'returns' | 'history'> {
  assertReturnsOpen(order, today, rules.returnWindowDays);
  if (returnsOf(order).length >= RETURNS_PER_ORDER_MAX) throw new Conflict(RETURN_MESSAGES.tooManyReturns);
  const left = returnableQuantities(order);
  const asked = new Map<number, number>();
  request.lines.forEach(({ lineId, quantity }, index) => {
    if (!left.has(lineId))
      throw new Invalid(`lines.${index}.lineId: ${RETURN_MESSAGES.lineId}`, `lines.${index}.lineId`);
    asked.set(lineId, (asked.get(lineId) ?? 0) + quantity);
  });
  const lines = [...asked].map(([lineId, quantity]): OrderReturnLine => {
    const sold = order.items.find((item) => item.id === lineId)!;
    const most = left.get(lineId)!;
    if (quantity > most) {
      const index = request.lines.findIndex((l) => l.lineId === lineId);
      throw new Invalid(
        `lines.${index}.quantity: ${RETURN_MESSAGES.tooMany(sold.name, most)}`,
        `lines.${index}.quantity`,
      );
    }
    return {
      lineId,
      productId: sold.productId,
      name: sold.name,
      quantity,
      unitPricePence: sold.unitPricePence,
      outcome: null,
    };
  });
  const number = returnsOf(order).length + 1;
  const reference = returnReference(order.id, number);
  const opened: OrderReturn = {
    number,
    reference,
    status: 'requested',
    reason: request.reason,
    note: request.note,
    lines,
    requestedAt: now,
    returnsAddress: null,
    declineReason: null,
    decidedAt: null,
    receivedAt: null,
    refundPence: null,
    shippingRefundPence: null,
    refundedAt: null,
  };
  return {
    returns: [...returnsOf(order), opened],
    history: [
      ...historyOf(order),
      line(now, `Return ${reference} requested (${RETURN_REASON_LABELS[request.reason]}): ${describeLines(lines)}`),
    ],
  };
}

/** The order's return by its reference; NOT_FOUND when it has none such. */
export function returnOf(order: ReturnFacts, reference: string): OrderReturn {
  const found = returnsOf(order).find((r) => r.reference === reference);
  if (!found) throw new NotFound(RETURN_MESSAGES.notFound);
  return found;
}

function withReturn(order: ReturnFacts, changed: OrderReturn, now: Date, text: string) {
  return {
    returns: returnsOf(order).map((r) => (r.reference === changed.reference ? changed : r)),
    history: [...historyOf(order), line(now, text)],
  };
}

/**
 * The shop accepts a requested return: the customer is sent the returns address, which the shop must have set (CONFLICT
 * naming returnsAddress until it has).
 */
export function approveReturnChange(
  order: ReturnFacts,
  reference: string,
  rules: Pick<ReturnRules, 'returnsAddress'>,
  now: Date,
) {
  const found = returnOf(order, reference);
  if (found.status !== 'requested') throw new Conflict(RETURN_MESSAGES.notRequested);
  const { returnsAddress } = rules;
  if (returnsAddress === '') throw new Conflict(RETURN_MESSAGES.noReturnsAddress, 'returnsAddress');
  return withReturn(
    order,
    { ...found, status: 'approved', returnsAddress, decidedAt: now },
    now,
    `Return ${reference} approved`,
  );
}

/** The shop declines a requested return, saying why; its lines may be asked for again. */
export function declineReturnChange(order: ReturnFacts, reference: string, reason: string, now: Date) {
  const found = returnOf(order, reference);
  if (found.status !== 'requested') throw new Conflict(RETURN_MESSAGES.notRequested);
  return withReturn(
    order,
    { ...found, status: 'declined', declineReason: reason, decidedAt: now },
    now,
    `Return ${reference} declined: ${reason}`,
  );
}

/** The shop's rules for refunding an order's shipping with a return. */
export type ShippingRefundRules = Pick<ReturnRules, 'refundShippingOnWholeReturn' | 'refundShippingWhenFaulty'>;

/**
 * What a received return refunds: its lines with their VAT, and the order's shipping when the shop's rules refund it
 * for this return (it completes the return of the whole order, or the items were faulty; shipping once only). The
 * return that completes the order refunds all that is left of the order's total (less its shipping when that is not
 * refunded), so the returns' refunds add up to it exactly, whatever the rounding of each one's VAT. Never more than
 * the earlier returns left.
 */
function returnRefund(
  order: ReturnFacts,
  ret: OrderReturn,
  rules: ShippingRefundRules,
): { refundPence: number; shippingRefundPence: number } {
  const earlier = returnsOf(order).filter((r) => isBack(r) && r.reference !== ret.reference);
  const refundedBefore = earlier.reduce((sum, r) => sum + (r.refundPence ?? 0), 0);
  const shippingBefore = earlier.some((r) => (r.shippingRefundPence ?? 0) > 0);
  const shippingPence = shippingBefore ? 0 : order.shippingPence;
  const left = order.totalPence - refundedBefore;

  const back = new Map<number, number>();
  for (const r of [...earlier, ret]) {
    for (const l of r.lines) back.set(l.lineId, (back.get(l.lineId) ?? 0) + l.quantity);
  }
  const wholeOrder = order.items.every((item) => (back.get(item.id) ?? 0) >= item.quantity);
  const refundsShipping =
    (wholeOrder && rules.refundShippingOnWholeReturn) || (ret.reason === 'faulty' && rules.refundShippingWhenFaulty);
  const shipping = refundsShipping ? shippingPence : 0;
  if (wholeOrder) return { refundPence: Math.max(0, left - shippingPence + shipping), shippingRefundPence: shipping };

  const linesPence = ret.lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
  const withVat = linesPence + Math.round(linesPence * VAT_RATE);
  const refundPence = Math.min(left, withVat + shipping);
  return { refundPence, shippingRefundPence: Math.min(shipping, refundPence) };
}

/**
 * The parcel is in: every line of the return is put back to stock or written off, and its refund (shipping as the
 * shop's rules say now) falls due on the order's payment (asked of payments under the return's reference, so asked
 * again it refunds once). An order not paid online records the amount only: the shop refunds it the way it was paid.
 */
export function receiveReturnChange(
  order: ReturnFacts,
  reference: string,
  receipt: ReturnReceipt,
  now: Date,
  rules: ShippingRefundRules,
) {
  const found = returnOf(order, reference);
  if (found.status !== 'approved') throw new Conflict(RETURN_MESSAGES.notApproved);
  const outcomes = new Map<number, ReturnReceipt['lines'][number]['outcome']>();
  receipt.lines.forEach(({ lineId, outcome }, index) => {
    if (!found.lines.some((l) => l.lineId === lineId)) {
      throw new Invalid(`lines.${index}.lineId: ${RETURN_MESSAGES.lineId}`, `lines.${index}.lineId`);
    }
    outcomes.set(lineId, outcome);
  });
  if (found.lines.some((l) => !outcomes.has(l.lineId)))
    throw new Invalid(`lines: ${RETURN_MESSAGES.outcomes}`, 'lines');

  const lines = found.lines.map((l) => ({ ...l, outcome: outcomes.get(l.lineId)! }));
  const { refundPence, shippingRefundPence } = returnRefund(order, { ...found, lines }, rules);
  const received: OrderReturn = {
    ...found,
    status: 'received',
    lines,
    receivedAt: now,
    refundPence,
    shippingRefundPence,
  };
  const kept = lines.filter((l) => l.outcome === 'restock');
  const writtenOff = lines.filter((l) => l.outcome === 'write-off');
  const inspected = [
    kept.length ? `back to stock ${describeLines(kept)}` : '',
    writtenOff.length ? `written off ${describeLines(writtenOff)}` : '',
  ].filter(Boolean);
  const { payment } = order;
  const paidOnline = payment?.state === 'succeeded';
  const due: OrderRefund | null =
    paidOnline && refundPence > 0
      ? {
          paymentId: payment.paymentId,
          amountPence: refundPence,
          reference,
          reason: `Return ${reference}`,
          state: 'due',
        }
      : null;
  const refundText = paidOnline
    ? `refund of ${formatPence(refundPence)} asked`
    : `${formatPence(refundPence)} to refund outside the shop`;
  return {
    ...withReturn(order, received, now, `Return ${reference} received: ${inspected.join('; ')}; ${refundText}`),
    ...(due ? { refunds: [...(order.refunds ?? []), due] } : {}),
  };
}

/** The return whose refund Stripe has just confirmed, moved on to refunded; null when no return waits on it. */
export function returnRefundedChange(order: ReturnFacts, now: Date) {
  const confirmed = new Set((order.refunds ?? []).filter((r) => r.state === 'confirmed').map((r) => r.reference));
  const done = returnsOf(order).find((r) => r.status === 'received' && confirmed.has(r.reference));
  if (!done) return null;
  return withReturn(
    order,
    { ...done, status: 'refunded', refundedAt: now },
    now,
    `Return ${done.reference} refunded: ${formatPence(done.refundPence ?? 0)}`,
  );
}
