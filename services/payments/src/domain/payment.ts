import type { PaymentPurpose, PaymentState, PaymentSubjectType } from '@shop/contracts';

/** A refund asked of Stripe: pending until its webhook (charge.refunded) confirms it. */
export interface Refund {
  /** Stripe's id (re_…); null for one made on Stripe's dashboard, known only by the charge's refunded total. */
  refundId: string | null;
  amountPence: number;
  /** The caller's name for it: asked twice, refunded once. */
  reference: string | null;
  reason: string | null;
  state: 'pending' | 'confirmed';
  requestedAt: Date;
  confirmedAt: Date | null;
}

/** What the state rules read of a payment. */
export interface PaymentFacts {
  state: PaymentState;
  amountPence: number;
  refunds: Refund[];
}

/**
 * How far on each state is. A payment only moves to a state further on, so a late or repeated webhook changes
 * nothing: a decline may be followed by a success on the same page (another card), never the other way; a taken
 * payment and an expired page are where it ends.
 */
const RANK: Record<PaymentState, number> = { open: 0, failed: 1, succeeded: 2, expired: 2 };

/** Whether a payment in `from` may move to `to`. */
export function canMove(from: PaymentState, to: PaymentState): boolean {
  return RANK[to] > RANK[from];
}

/** The key of one payment of a subject: one per subject, purpose and attempt. */
export function paymentKey(subject: {
  subjectType: PaymentSubjectType;
  subjectId: number;
  purpose: PaymentPurpose;
  attempt: number;
}): string {
  return `${subject.subjectType}:${subject.subjectId}:${subject.purpose}:${subject.attempt}`;
}

/** The Stripe idempotency key of one call made for a payment (its session, a refund by reference). */
export const stripeIdempotencyKey = (paymentKey: string, call: string): string => `shop-payment:${paymentKey}:${call}`;

/** What is taken and not yet refunded or asked to be: the most a new refund may be. */
export function refundable(payment: PaymentFacts): number {
  if (payment.state !== 'succeeded') return 0;
  return payment.amountPence - payment.refunds.reduce((sum, refund) => sum + refund.amountPence, 0);
}

/** What Stripe has confirmed refunded so far. */
export const refundedPence = (refunds: Refund[]): number =>
  refunds.filter((refund) => refund.state === 'confirmed').reduce((sum, refund) => sum + refund.amountPence, 0);

/**
 * Applies Stripe's refunded total for the charge (charge.refunded carries `amount_refunded`, the sum of every
 * refund so far): pending refunds are confirmed oldest first as far as the total covers them, and a rest no refund
 * of ours explains (one made on Stripe's dashboard) is recorded as such. Returns the refunds newly confirmed, with
 * the list as it is now; a total already applied confirms nothing.
 */
export function applyRefundedTotal(
  refunds: Refund[],
  totalPence: number,
  now: Date,
): { refunds: Refund[]; confirmed: Refund[] } {
  let covered = refundedPence(refunds);
  const confirmed: Refund[] = [];
  const next = refunds.map((refund) => {
    if (refund.state !== 'pending' || covered + refund.amountPence > totalPence) return refund;
    covered += refund.amountPence;
    const done = { ...refund, state: 'confirmed' as const, confirmedAt: now };
    confirmed.push(done);
    return done;
  });
  if (totalPence > covered && !next.some((refund) => refund.state === 'pending')) {
    const outside: Refund = {
      refundId: null,
      amountPence: totalPence - covered,
      reference: null,
      reason: 'Refunded on Stripe',
      state: 'confirmed',
      requestedAt: now,
      confirmedAt: now,
    };
    next.push(outside);
    confirmed.push(outside);
  }
  return { refunds: next, confirmed };
}
