import type { PaymentState, ReconciliationDifferenceKind } from '@shop/contracts';

/** A Checkout Session as Stripe lists it. */
export interface StripeSessionFact {
  sessionId: string;
  paymentIntentId: string | null;
  amountPence: number;
  /** Whether Stripe took the money (payment_status `paid`). */
  paid: boolean;
  created: Date;
}

/** A refund as Stripe lists it. */
export interface StripeRefundFact {
  refundId: string;
  paymentIntentId: string | null;
  amountPence: number;
  /** Whether the money went back (status `succeeded`, or `pending` on its way); `failed` and `canceled` did not. */
  moved: boolean;
  created: Date;
}

/** A payment as the shop recorded it. */
export interface RecordedPaymentFact {
  paymentId: number;
  sessionId: string | null;
  paymentIntentId: string | null;
  amountPence: number;
  state: PaymentState;
  createdAt: Date;
  refunds: Array<{ refundId: string | null; amountPence: number; state: 'pending' | 'confirmed'; requestedAt: Date }>;
}

export interface ReconciliationDifference {
  kind: ReconciliationDifferenceKind;
  object: 'payment' | 'refund';
  /** Stripe's id of it (cs_… for a payment, re_… for a refund), when known. */
  stripeId: string | null;
  paymentId: number | null;
  stripePence: number | null;
  recordedPence: number | null;
  detail: string;
}

export interface ReconciliationOutcome {
  matched: number;
  differences: ReconciliationDifference[];
}

/** A UK day as instants: from its first moment up to, not including, the next day's. */
export interface DayWindow {
  from: Date;
  to: Date;
}

const within = (at: Date, { from, to }: DayWindow) => at >= from && at < to;

/**
 * Compares a day's payments and refunds at Stripe with the shop's records, by Stripe's ids. Stripe's lists may reach
 * a little either side of the day (a session is created a moment after its payment is recorded), so that a record
 * near midnight finds its session; only what falls within the day is counted or flagged, each once.
 */
export function reconcileDay(
  day: DayWindow,
  stripe: { sessions: StripeSessionFact[]; refunds: StripeRefundFact[] },
  recorded: RecordedPaymentFact[],
): ReconciliationOutcome {
  const differences: ReconciliationDifference[] = [];
  let matched = 0;
  const bySession = new Map(recorded.filter((p) => p.sessionId).map((p) => [p.sessionId!, p]));
  const byIntent = new Map(recorded.filter((p) => p.paymentIntentId).map((p) => [p.paymentIntentId!, p]));
  const differ = (d: ReconciliationDifference) => differences.push(d);

  for (const s of stripe.sessions) {
    const payment = bySession.get(s.sessionId);
    const base = { object: 'payment' as const, stripeId: s.sessionId, stripePence: s.amountPence };
    if (!s.paid) {
      // An unpaid page is nothing to reconcile unless the shop thinks it was paid.
      if (payment?.state === 'succeeded' && within(payment.createdAt, day))
        differ({
          ...base,
          kind: 'state',
          paymentId: payment.paymentId,
          recordedPence: payment.amountPence,
          detail: 'recorded as paid; Stripe has it unpaid',
        });
      continue;
    }
    if (!within(s.created, day) && !(payment && within(payment.createdAt, day))) continue;
    if (!payment) {
      differ({
        ...base,
        kind: 'unrecorded',
        paymentId: null,
        recordedPence: null,
        detail: 'paid at Stripe; no payment recorded',
      });
    } else if (payment.state !== 'succeeded') {
      differ({
        ...base,
        kind: 'state',
        paymentId: payment.paymentId,
        recordedPence: payment.amountPence,
        detail: `paid at Stripe; recorded as ${payment.state}`,
      });
    } else if (payment.amountPence !== s.amountPence) {
      differ({
        ...base,
        kind: 'amount',
        paymentId: payment.paymentId,
        recordedPence: payment.amountPence,
        detail: 'paid at Stripe for a different amount',
      });
    } else matched++;
  }

  const listedSessions = new Set(stripe.sessions.map((s) => s.sessionId));
  for (const p of recorded) {
    if (p.state !== 'succeeded' || !within(p.createdAt, day) || (p.sessionId && listedSessions.has(p.sessionId)))
      continue;
    differ({
      kind: 'not-in-stripe',
      object: 'payment',
      stripeId: p.sessionId,
      paymentId: p.paymentId,
      stripePence: null,
      recordedPence: p.amountPence,
      detail: 'recorded as paid; Stripe has no such payment that day',
    });
  }

  // A refund made on Stripe's dashboard is recorded without an id, from the charge's refunded total: it matches a
  // Stripe refund of its payment and amount, once.
  const usedUnnamed = new Set<object>();
  const refundsById = new Map(
    recorded.flatMap((p) => p.refunds.flatMap((x) => (x.refundId ? [[x.refundId, { p, x }] as const] : []))),
  );
  for (const r of stripe.refunds) {
    if (!within(r.created, day)) continue;
    const payment = r.paymentIntentId ? byIntent.get(r.paymentIntentId) : undefined;
    const named = refundsById.get(r.refundId);
    const base = { object: 'refund' as const, stripeId: r.refundId, stripePence: r.amountPence };
    if (named) {
      const { p, x } = named;
      const at = { ...base, paymentId: p.paymentId, recordedPence: x.amountPence };
      if (!r.moved) differ({ ...at, kind: 'state', detail: 'recorded as a refund; Stripe did not refund it' });
      else if (x.amountPence !== r.amountPence)
        differ({ ...at, kind: 'amount', detail: 'refunded at Stripe for a different amount' });
      else if (x.state !== 'confirmed')
        differ({ ...at, kind: 'state', detail: 'refunded at Stripe; its confirmation (the webhook) not recorded' });
      else matched++;
      continue;
    }
    if (!r.moved) continue;
    const unnamed = payment?.refunds.find(
      (x) => x.refundId === null && x.amountPence === r.amountPence && !usedUnnamed.has(x),
    );
    if (unnamed) {
      usedUnnamed.add(unnamed);
      matched++;
      continue;
    }
    differ({
      ...base,
      kind: 'unrecorded',
      paymentId: payment?.paymentId ?? null,
      recordedPence: null,
      detail: 'refunded at Stripe; no refund recorded',
    });
  }

  const listedRefunds = new Set(stripe.refunds.map((r) => r.refundId));
  for (const p of recorded)
    for (const x of p.refunds) {
      if (!x.refundId || listedRefunds.has(x.refundId) || !within(x.requestedAt, day)) continue;
      differ({
        kind: 'not-in-stripe',
        object: 'refund',
        stripeId: x.refundId,
        paymentId: p.paymentId,
        stripePence: null,
        recordedPence: x.amountPence,
        detail: 'recorded as a refund; Stripe has no such refund that day',
      });
    }

  return { matched, differences };
}
