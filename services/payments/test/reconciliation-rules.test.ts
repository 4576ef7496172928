import {
  reconcileDay,
  type RecordedPaymentFact,
  type StripeRefundFact,
  type StripeSessionFact,
} from '../src/domain/reconciliation';

const day = { from: new Date('2026-11-27T00:00:00Z'), to: new Date('2026-11-28T00:00:00Z') };
const noon = new Date('2026-11-27T12:00:00Z');
const dayBefore = new Date('2026-11-26T23:59:59Z');
const justAfter = new Date('2026-11-28T00:00:01Z');

const session = (id: string, extra: Partial<StripeSessionFact> = {}): StripeSessionFact => ({
  sessionId: `cs_${id}`,
  paymentIntentId: `pi_${id}`,
  amountPence: 5000,
  paid: true,
  created: noon,
  ...extra,
});
const payment = (paymentId: number, id: string, extra: Partial<RecordedPaymentFact> = {}): RecordedPaymentFact => ({
  paymentId,
  sessionId: `cs_${id}`,
  paymentIntentId: `pi_${id}`,
  amountPence: 5000,
  state: 'succeeded',
  createdAt: noon,
  refunds: [],
  ...extra,
});
const refund = (id: string, of: string, extra: Partial<StripeRefundFact> = {}): StripeRefundFact => ({
  refundId: `re_${id}`,
  paymentIntentId: `pi_${of}`,
  amountPence: 1000,
  moved: true,
  created: noon,
  ...extra,
});
const recordedRefund = (refundId: string | null, amountPence = 1000, state: 'pending' | 'confirmed' = 'confirmed') => ({
  refundId,
  amountPence,
  state,
  requestedAt: noon,
});
/** What Stripe lists for the day. */
const atStripe = (sessions: StripeSessionFact[], refunds: StripeRefundFact[] = []) => ({ sessions, refunds });
/** Payment 1, paid the day before, with the refunds recorded of it. */
const paidDayBefore = (refunds: RecordedPaymentFact['refunds']) => payment(1, 'a', { createdAt: dayBefore, refunds });

describe("a day's reconciliation with Stripe", () => {
  it('matches payments and refunds recorded as Stripe has them, and flags nothing', () => {
    const outcome = reconcileDay(day, atStripe([session('a'), session('b')], [refund('1', 'a')]), [
      payment(1, 'a', { refunds: [recordedRefund('re_1')] }),
      payment(2, 'b'),
    ]);
    expect(outcome).toEqual({ matched: 3, differences: [] });
  });

  it('flags a payment Stripe took that was never recorded', () => {
    const outcome = reconcileDay(day, atStripe([session('a'), session('lost')]), [payment(1, 'a')]);
    expect(outcome.matched).toBe(1);
    expect(outcome.differences).toEqual([
      expect.objectContaining({ kind: 'unrecorded', object: 'payment', stripeId: 'cs_lost', stripePence: 5000 }),
    ]);
  });

  it('flags a payment recorded as paid that Stripe does not have that day', () => {
    const outcome = reconcileDay(day, atStripe([]), [payment(7, 'ghost')]);
    expect(outcome.differences).toEqual([
      expect.objectContaining({ kind: 'not-in-stripe', object: 'payment', paymentId: 7, recordedPence: 5000 }),
    ]);
  });

  it('flags a different amount and a different state', () => {
    const outcome = reconcileDay(
      day,
      atStripe([session('a', { amountPence: 4999 }), session('b'), session('c', { paid: false })]),
      [payment(1, 'a'), payment(2, 'b', { state: 'open' }), payment(3, 'c')],
    );
    expect(outcome.matched).toBe(0);
    expect(outcome.differences.map((d) => [d.kind, d.paymentId])).toEqual([
      ['amount', 1],
      ['state', 2],
      ['state', 3],
    ]);
  });

  it('leaves out unpaid pages on both sides', () => {
    const outcome = reconcileDay(day, atStripe([session('a', { paid: false })]), [
      payment(1, 'a', { state: 'expired' }),
    ]);
    expect(outcome).toEqual({ matched: 0, differences: [] });
  });

  it('finds a record near midnight by its session listed just outside the day, and flags nothing of the next day', () => {
    const outcome = reconcileDay(
      day,
      atStripe([session('late', { created: justAfter }), session('next', { created: justAfter })]),
      [payment(1, 'late', { createdAt: new Date('2026-11-27T23:59:59Z') })],
    );
    expect(outcome).toEqual({ matched: 1, differences: [] });
  });

  it('does not flag the day before', () => {
    const outcome = reconcileDay(day, atStripe([session('old', { created: dayBefore })]), [
      payment(1, 'x', { createdAt: dayBefore }),
    ]);
    expect(outcome).toEqual({ matched: 0, differences: [] });
  });

  it('flags refunds unrecorded, not at Stripe, of another amount, or unconfirmed', () => {
    const outcome = reconcileDay(
      day,
      atStripe([], [refund('new', 'a'), refund('more', 'a', { amountPence: 2000 }), refund('wait', 'a')]),
      [
        paidDayBefore([
          recordedRefund('re_more'),
          recordedRefund('re_wait', 1000, 'pending'),
          recordedRefund('re_gone'),
        ]),
      ],
    );
    expect(outcome.differences.map((d) => [d.kind, d.object, d.stripeId])).toEqual([
      ['unrecorded', 'refund', 're_new'],
      ['amount', 'refund', 're_more'],
      ['state', 'refund', 're_wait'],
      ['not-in-stripe', 'refund', 're_gone'],
    ]);
  });

  it("matches a refund made on Stripe's dashboard, recorded without an id, by its payment and amount once", () => {
    const outcome = reconcileDay(day, atStripe([], [refund('dash', 'a'), refund('again', 'a')]), [
      paidDayBefore([recordedRefund(null)]),
    ]);
    expect(outcome.matched).toBe(1);
    expect(outcome.differences).toEqual([expect.objectContaining({ kind: 'unrecorded', stripeId: 're_again' })]);
  });

  it('flags a refund recorded that Stripe says failed', () => {
    const outcome = reconcileDay(day, atStripe([], [refund('no', 'a', { moved: false })]), [
      paidDayBefore([recordedRefund('re_no')]),
    ]);
    expect(outcome.differences).toEqual([expect.objectContaining({ kind: 'state', stripeId: 're_no' })]);
  });
});
