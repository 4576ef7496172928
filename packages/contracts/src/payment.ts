import { z } from 'zod';

/**
 * Payments taken through Stripe: what a payment is for, the states it moves through, and what the
 * services that take money (orders, hire) send the payments service.
 */

/** What a payment is for: a shop order, or a hire booking (its quote's id). */
export const PAYMENT_SUBJECT_TYPES = ['order', 'hire-booking'] as const;
export type PaymentSubjectType = (typeof PAYMENT_SUBJECT_TYPES)[number];

/** Which sum of its subject a payment takes: a booking has a deposit, a balance and a refundable security deposit. */
export const PAYMENT_PURPOSES = ['order-total', 'hire-deposit', 'hire-balance', 'hire-security-deposit'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * open: the customer may pay on Stripe's page; failed: a payment attempt was declined (the page still takes another
 * card until it expires); succeeded: the money is taken; expired: the page closed unpaid.
 */
export const PAYMENT_STATES = ['open', 'failed', 'succeeded', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What a customer is told when the shop cannot reach the payments service to open or refund a payment. */
export const PAYMENTS_UNAVAILABLE = 'Online payment is not available right now; please try again shortly';

/** Stripe's own ceiling for one Checkout payment in GBP (£999,999.99). */
export const PAYMENT_MAX_PENCE = 99_999_999;
/** Stripe's floor for a GBP charge (30p). */
export const PAYMENT_MIN_PENCE = 30;

const pence = z
  .number({ error: 'must be a number of pence' })
  .int('must be a whole number of pence')
  .min(PAYMENT_MIN_PENCE, `must be at least ${PAYMENT_MIN_PENCE}p`)
  .max(PAYMENT_MAX_PENCE, `must be at most ${PAYMENT_MAX_PENCE}p`);

const returnUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(2000);

/**
 * A service asks for a Checkout Session for one of its subjects. The amount is the service's own server-priced
 * figure; `attempt` numbers the customer's tries (a new one after a decline or an expiry), so asking again for the
 * same attempt answers the same session.
 */
export const openCheckoutSessionInputSchema = z.object({
  subjectType: z.enum(PAYMENT_SUBJECT_TYPES),
  subjectId: z.number().int().positive(),
  purpose: z.enum(PAYMENT_PURPOSES),
  attempt: z.number().int().min(1).max(1000).default(1),
  amountPence: pence,
  /** The line the customer reads on Stripe's page ("Order #1042"). */
  description: z.string().trim().min(1).max(200),
  customerEmail: z.email().max(254).nullable().default(null),
  /** Where Stripe sends the customer after paying; `{CHECKOUT_SESSION_ID}` is replaced by Stripe. */
  successUrl: returnUrl,
  /** Where Stripe sends a customer who goes back without paying. */
  cancelUrl: returnUrl,
});
export type OpenCheckoutSessionInput = z.input<typeof openCheckoutSessionInputSchema>;

/** A refund of a taken payment: the whole of what is left, or `amountPence` of it; `reference` makes it once only. */
export const refundPaymentInputSchema = z.object({
  amountPence: pence.nullable().default(null),
  /** The caller's name for this refund (an order's cancellation, a booking's settlement): asked twice, refunded once. */
  reference: z.string().trim().min(1).max(100),
  reason: z.string().trim().max(500).nullable().default(null),
});
export type RefundPaymentInput = z.input<typeof refundPaymentInputSchema>;

/** One subject's payments asked for (`?subjectType=order&subjectId=1042`). */
export const paymentSubjectQuerySchema = z.object({
  subjectType: z.enum(PAYMENT_SUBJECT_TYPES),
  subjectId: z.coerce.number({ error: 'must be a number' }).int().positive(),
});

/**
 * What a customer pays online towards a confirmed hire booking: its booking deposit, the balance after it, and once
 * the balance is paid the refundable security deposit (held until the hire settles).
 */
export const HIRE_ONLINE_PAYMENT_PURPOSES = ['deposit', 'balance', 'security-deposit'] as const;
export type HireOnlinePaymentPurpose = (typeof HIRE_ONLINE_PAYMENT_PURPOSES)[number];

/** The payment purpose payments records for each part of a booking paid online. */
export const HIRE_PAYMENT_PURPOSE: Record<HireOnlinePaymentPurpose, PaymentPurpose> = {
  deposit: 'hire-deposit',
  balance: 'hire-balance',
  'security-deposit': 'hire-security-deposit',
};

/** The customer asks to pay part of their booking (`POST /api/hire/quotes/{id}/pay`). */
export const hireBookingPaySchema = z.object({
  purpose: z.enum(HIRE_ONLINE_PAYMENT_PURPOSES, { error: 'purpose must be deposit, balance or security-deposit' }),
});

/**
 * A day's reconciliation with Stripe: what Stripe took or refunded that the shop has not recorded (`unrecorded`),
 * what the shop recorded that Stripe does not have (`not-in-stripe`), and what both have with a different amount or
 * state.
 */
export const RECONCILIATION_DIFFERENCE_KINDS = ['unrecorded', 'not-in-stripe', 'amount', 'state'] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCE_KINDS)[number];

/** A UK calendar day, YYYY-MM-DD. */
const ukDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD');

/** An admin asks for a day's reconciliation now (`POST /api/admin/payments/reconciliations`); no day is yesterday. */
export const runReconciliationInputSchema = z.object({ day: ukDay.optional() });
export type RunReconciliationInput = z.input<typeof runReconciliationInputSchema>;

/** How many days' reports the admin screen lists (`?days=`), the latest first. */
export const reconciliationListQuerySchema = z.object({
  days: z.coerce.number({ error: 'must be a number' }).int().min(1).max(90).default(14),
});
