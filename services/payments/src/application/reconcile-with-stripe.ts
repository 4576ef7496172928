import type Stripe from 'stripe';
import { outboxBookkeeping, parseInput } from '@shop/kit';
import {
  addUkDays,
  atUkHour,
  reconciliationListQuerySchema,
  runReconciliationInputSchema,
  ukCalendarDay,
} from '@shop/contracts';
import {
  reconcileDay,
  type DayWindow,
  type RecordedPaymentFact,
  type StripeRefundFact,
  type StripeSessionFact,
} from '../domain/reconciliation';
import type { Payment } from '../models/payment';
import type { ReconciliationReport } from '../models/reconciliation-report';
import type { PaymentsDeps } from './deps';

/** How far Stripe's lists reach either side of the day, so a record made a moment before its session finds it. */
const MARGIN_MS = 15 * 60_000;

const unix = (at: Date) => Math.floor(at.getTime() / 1000);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The instants a UK day runs between, across a clock change too. */
const ukDayWindow = (day: string): DayWindow => ({ from: atUkHour(day, 0), to: atUkHour(addUkDays(day, 1), 0) });

/** Stripe's Checkout Sessions and refunds created within the window, every page of them. */
async function stripeActivity(stripe: Stripe, { from, to }: DayWindow) {
  const created = { gte: unix(new Date(from.getTime() - MARGIN_MS)), lt: unix(new Date(to.getTime() + MARGIN_MS)) };
  const sessions: StripeSessionFact[] = [];
  for await (const s of stripe.checkout.sessions.list({ created, limit: 100 })) {
    sessions.push({
      sessionId: s.id,
      paymentIntentId: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
      amountPence: s.amount_total ?? 0,
      paid: s.payment_status === 'paid',
      created: fromUnix(s.created),
    });
  }
  const refunds: StripeRefundFact[] = [];
  for await (const r of stripe.refunds.list({ created, limit: 100 })) {
    refunds.push({
      refundId: r.id,
      paymentIntentId: typeof r.payment_intent === 'string' ? r.payment_intent : (r.payment_intent?.id ?? null),
      amountPence: r.amount,
      moved: r.status === 'succeeded' || r.status === 'pending',
      created: fromUnix(r.created),
    });
  }
  return { sessions, refunds };
}

/** The payments the day's comparison reads: those of Stripe's sessions and refunds, and those made that day. */
async function recordedActivity(
  { models }: PaymentsDeps,
  { from, to }: DayWindow,
  stripe: { sessions: StripeSessionFact[]; refunds: StripeRefundFact[] },
): Promise<RecordedPaymentFact[]> {
  const payments = await models.Payment.find(
    {
      $or: [
        { sessionId: { $in: stripe.sessions.map((s) => s.sessionId) } },
        { paymentIntentId: { $in: stripe.refunds.flatMap((r) => r.paymentIntentId ?? []) } },
        { createdAt: { $gte: from, $lt: to } },
        { 'refunds.requestedAt': { $gte: from, $lt: to } },
      ],
    },
    outboxBookkeeping,
  ).lean<Payment[]>();
  return payments.map((p) => ({
    paymentId: p.id,
    sessionId: p.sessionId,
    paymentIntentId: p.paymentIntentId,
    amountPence: p.amountPence,
    state: p.state,
    createdAt: p.createdAt,
    refunds: p.refunds.map((r) => ({
      refundId: r.refundId,
      amountPence: r.amountPence,
      state: r.state,
      requestedAt: r.requestedAt,
    })),
  }));
}

/**
 * Reconciles one UK day (yesterday unless `day` is given) with Stripe and records the report, replacing the day's
 * earlier one; each difference is logged as a warning, for the alert on them.
 */
export const reconcileWithStripe =
  (deps: PaymentsDeps) =>
  async (input: unknown = {}): Promise<ReconciliationReport> => {
    const { day = addUkDays(ukCalendarDay(new Date()), -1) } = parseInput(runReconciliationInputSchema, input);
    const window = ukDayWindow(day);
    const stripe = await stripeActivity(await deps.stripe.client(), window);
    const outcome = reconcileDay(window, stripe, await recordedActivity(deps, window, stripe));
    const report: ReconciliationReport = { day, ranAt: new Date(), ...outcome };
    await deps.models.ReconciliationReport.replaceOne({ day }, report, { upsert: true });
    for (const difference of outcome.differences)
      deps.logger.warn({ day, ...difference }, 'payments differ from Stripe');
    deps.logger.info(
      { day, matched: outcome.matched, differences: outcome.differences.length },
      'reconciled with Stripe',
    );
    return report;
  };

/** The latest days' reports, the latest first. */
export const reconciliationReports =
  ({ models }: PaymentsDeps) =>
  async (query: unknown): Promise<ReconciliationReport[]> => {
    const { days } = parseInput(reconciliationListQuerySchema, query);
    return models.ReconciliationReport.find({}, { _id: 0 })
      .sort({ day: -1 })
      .limit(days)
      .lean<ReconciliationReport[]>();
  };
