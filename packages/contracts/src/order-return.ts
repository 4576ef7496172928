import { z } from 'zod';
import { TEXT_MAX, optionalTextUpTo } from './fields';
import { formatUkDay } from './format';
import { listCeiling } from './list-sizes';

/**
 * Returns of a delivered order: the customer asks within the window after delivery, the shop approves (with its
 * returns address and the return's reference) or declines, then receives the parcel, puts each line back to stock or
 * writes it off, and refunds the lines through the order's payment.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why the customer sends it back; "faulty" also refunds the order's shipping unless the shop's rules say otherwise. */
export const RETURN_REASONS = ['changed-mind', 'faulty', 'not-as-described', 'wrong-item', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  'changed-mind': 'No longer needed',
  faulty: 'Faulty',
  'not-as-described': 'Not as described',
  'wrong-item': 'Wrong item sent',
  other: 'Other',
};

/** What becomes of a line the shop received: back on hand, or written off as damaged. */
export const RETURN_OUTCOMES = ['restock', 'write-off'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** The most returns one order takes (each with up to four lines in the order's history). */
export const RETURNS_PER_ORDER_MAX = listCeiling('Order', 'returns');
const RETURN_LINES_MAX = listCeiling('OrderReturn', 'lines');

/**
 * The shop's rules of returns, which the admin sets with the order settings and which apply from the next request,
 * approval or receipt.
 */
export interface ReturnRules {
  /** Days after the delivered day a return may still be asked for (that last day included). */
  returnWindowDays: number;
  /** Where approved returns are sent, as the approval gives it (lines kept); '' until set, when none is approved. */
  returnsAddress: string;
  /** The order's shipping is refunded when a return completes the return of the whole order. */
  refundShippingOnWholeReturn: boolean;
  /** The order's shipping is refunded with a return of faulty items. */
  refundShippingWhenFaulty: boolean;
}

/**
 * Until the admin saves them: the 30 days the home page promises, shipping refunded for a whole order or faulty items,
 * and no returns address, since the shop's public address is a town, not somewhere a parcel can be sent.
 */
export const DEFAULT_RETURN_RULES: ReturnRules = {
  returnWindowDays: 30,
  returnsAddress: '',
  refundShippingOnWholeReturn: true,
  refundShippingWhenFaulty: true,
};

export const RETURNS_ADDRESS_MAX = 500;

/** A return's reference: RMA-<order>-<its number on the order>. */
export const returnReference = (orderId: number, number: number): string => `RMA-${orderId}-${number}`;

const REFERENCE = /^RMA-(\d{1,12})-(\d{1,4})$/;

/** A return's id as the API takes it: its reference. */
export const returnIdSchema = z
  .string({ error: 'must be a return reference, e.g. RMA-1042-1' })
  .trim()
  .regex(REFERENCE, 'must be a return reference, e.g. RMA-1042-1');

/** The order and the number a reference names; null for anything else. */
export function parseReturnReference(reference: string): { orderId: number; number: number } | null {
  const match = REFERENCE.exec(reference);
  return match ? { orderId: Number(match[1]), number: Number(match[2]) } : null;
}

export const RETURN_MESSAGES = {
  lines: 'Choose at least one item to return',
  lineId: 'Choose an item of this order',
  quantity: 'Quantity must be a whole number of at least 1',
  reason: `Reason must be one of: ${RETURN_REASONS.join(', ')}`,
  declineReason: 'Say why the return is declined',
  outcome: `Outcome must be one of: ${RETURN_OUTCOMES.join(', ')}`,
  notDelivered: 'Returns open once the order has been delivered',
  tooManyReturns: `This order has had ${RETURNS_PER_ORDER_MAX} returns, the most the shop takes online; please get in touch`,
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} has already been returned in full` : `At most ${left} of ${name} can still be returned`,
  closed: (closedOn: string, days: number) =>
    `Returns for this order closed on ${formatUkDay(closedOn)}, ${days} days after delivery`,
  notFound: 'Return not found',
  notRequested: 'This return has already been decided',
  notApproved: 'Only an approved return can be received',
  outcomes: 'Say for every line of the return whether it goes back to stock or is written off',
  windowDays: 'Returns window must be a whole number of days from 1 to 365',
  returnsAddress: `Returns address must be at most ${RETURNS_ADDRESS_MAX} characters`,
  noReturnsAddress: 'returnsAddress: set the returns address in the order settings before approving a return',
  refundShipping: 'Say whether shipping is refunded: true or false',
} as const;

/** The return rules as the admin saves them with the order settings; the address's lines trimmed, blank ones dropped. */
export const returnRulesFields = {
  returnWindowDays: z
    .number({ error: RETURN_MESSAGES.windowDays })
    .int(RETURN_MESSAGES.windowDays)
    .min(1, RETURN_MESSAGES.windowDays)
    .max(365, RETURN_MESSAGES.windowDays),
  returnsAddress: z
    .string({ error: RETURN_MESSAGES.returnsAddress })
    .max(RETURNS_ADDRESS_MAX, RETURN_MESSAGES.returnsAddress)
    .transform((v) =>
      v
        .split(/\r\n?|\n/)
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n'),
    ),
  refundShippingOnWholeReturn: z.boolean({ error: RETURN_MESSAGES.refundShipping }),
  refundShippingWhenFaulty: z.boolean({ error: RETURN_MESSAGES.refundShipping }),
};

const lineRequest = z.object({
  lineId: z.number({ error: RETURN_MESSAGES.lineId }).int(RETURN_MESSAGES.lineId).positive(RETURN_MESSAGES.lineId),
  quantity: z
    .number({ error: RETURN_MESSAGES.quantity })
    .int(RETURN_MESSAGES.quantity)
    .min(1, RETURN_MESSAGES.quantity),
});

/** The customer asks to return lines of their order (`POST /api/orders/{id}/returns`). */
export const returnRequestSchema = z.object({
  lines: z
    .array(lineRequest, { error: RETURN_MESSAGES.lines })
    .min(1, RETURN_MESSAGES.lines)
    .max(RETURN_LINES_MAX, `At most ${RETURN_LINES_MAX} lines in one return`),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  note: optionalTextUpTo(TEXT_MAX.notes, 'Note'),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** The shop declines a return (`POST /api/admin/returns/{id}/decline`). */
export const returnDeclineSchema = z.object({
  reason: z
    .string({ error: RETURN_MESSAGES.declineReason })
    .trim()
    .min(1, RETURN_MESSAGES.declineReason)
    .max(500, 'Reason must be at most 500 characters'),
});

/** The parcel is in: each line of the return back to stock or written off (`POST /api/admin/returns/{id}/receive`). */
export const returnReceiptSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: lineRequest.shape.lineId,
        outcome: z.enum(RETURN_OUTCOMES, { error: RETURN_MESSAGES.outcome }),
      }),
      { error: RETURN_MESSAGES.outcomes },
    )
    .min(1, RETURN_MESSAGES.outcomes)
    .max(RETURN_LINES_MAX),
});
export type ReturnReceipt = z.output<typeof returnReceiptSchema>;
