import { applyRefundedTotal, canMove, refundable, type Refund } from '../src/domain/payment';

const at = new Date('2026-11-01T10:00:00Z');
const pending = (amountPence: number, reference: string): Refund => ({
  refundId: `re_${reference}`,
  amountPence,
  reference,
  reason: null,
  state: 'pending',
  requestedAt: at,
  confirmedAt: null,
});

describe('a payment moves only forward', () => {
  it.each([
    ['open', 'failed', true],
    ['open', 'succeeded', true],
    ['open', 'expired', true],
    ['failed', 'succeeded', true],
    ['failed', 'expired', true],
    ['failed', 'failed', false],
    ['failed', 'open', false],
    ['succeeded', 'failed', false],
    ['succeeded', 'expired', false],
    ['succeeded', 'succeeded', false],
    ['expired', 'succeeded', false],
    ['expired', 'failed', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });
});

describe('refunds', () => {
  it('may refund only what a taken payment has left, counting refunds still pending', () => {
    expect(refundable({ state: 'open', amountPence: 5000, refunds: [] })).toBe(0);
    expect(refundable({ state: 'succeeded', amountPence: 5000, refunds: [pending(1200, 'a')] })).toBe(3800);
  });

  it("confirms pending refunds oldest first as far as Stripe's refunded total covers them, and once only", () => {
    const refunds = [pending(1000, 'a'), pending(500, 'b')];
    const first = applyRefundedTotal(refunds, 1000, at);
    expect(first.confirmed.map((r) => r.reference)).toEqual(['a']);
    expect(first.refunds.map((r) => r.state)).toEqual(['confirmed', 'pending']);
    // The same total again (a repeated or late charge.refunded) confirms nothing more.
    expect(applyRefundedTotal(first.refunds, 1000, at).confirmed).toEqual([]);
    const second = applyRefundedTotal(first.refunds, 1500, at);
    expect(second.confirmed.map((r) => r.reference)).toEqual(['b']);
    expect(second.refunds.every((r) => r.state === 'confirmed')).toBe(true);
  });

  it("records a refund made on Stripe's dashboard, which no refund of the shop's explains", () => {
    const { refunds, confirmed } = applyRefundedTotal([], 700, at);
    expect(confirmed).toEqual([expect.objectContaining({ refundId: null, amountPence: 700, reference: null })]);
    expect(refunds).toHaveLength(1);
    // While a refund of the shop's is pending, a total that does not yet cover it waits for it: no outsider is made up.
    expect(applyRefundedTotal([pending(300, 'c')], 200, at).confirmed).toEqual([]);
  });
});
