import { DEFAULT_RETURN_RULES, type ReturnRequest, type ReturnRules } from '@shop/contracts';
import {
  approveReturnChange,
  assertReturnsOpen,
  declineReturnChange,
  receiveReturnChange,
  requestReturnChange,
  returnRefundedChange,
  returnableQuantities,
  type ReturnFacts,
} from '../src/domain/order-return';
import type { OrderLine } from '../src/models/order';

const at = new Date('2026-11-20T10:00:00Z');
const line = (id: number, quantity: number, unitPricePence: number): OrderLine => ({
  id,
  productId: 100 + id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  imageUrl: null,
  quantity,
  unitPricePence,
  createdAt: at,
});
/** Two lines: 2 × £100 and 1 × £50 (ex VAT), £9.99 shipping: subtotal £250, VAT £50, total £309.99. */
const order = (extra: Partial<ReturnFacts> = {}): ReturnFacts => ({
  id: 1042,
  status: 'delivered',
  items: [line(1, 2, 10_000), line(2, 1, 5_000)],
  deliveredOn: '2026-11-12',
  shippingPence: 999,
  totalPence: 25_000 + 5_000 + 999,
  payment: { paymentId: 7, attempt: 1, state: 'succeeded', checkoutUrl: null, expiresAt: null, failureReason: null },
  returns: [],
  history: [],
  refunds: [],
  ...extra,
});
/** The shop's default rules, with the returns address set. */
const rules: ReturnRules = { ...DEFAULT_RETURN_RULES, returnsAddress: 'Returns\nUnit 4\nEastbourne' };
const ask = (o: ReturnFacts, lines: ReturnRequest['lines'], reason: ReturnRequest['reason'] = 'changed-mind') => ({
  ...o,
  ...requestReturnChange(o, { lines, reason, note: null }, at, '2026-11-20', rules),
});
/** Asks, approves and receives a return of these lines, all back to stock, under these rules. */
function receive(
  o: ReturnFacts,
  lines: ReturnRequest['lines'],
  reason: ReturnRequest['reason'] = 'changed-mind',
  shop: ReturnRules = rules,
) {
  const asked = ask(o, lines, reason);
  const ref = asked.returns.at(-1)!.reference;
  const approved = { ...asked, ...approveReturnChange(asked, ref, shop, at) };
  const outcomes = lines.map(({ lineId }) => ({ lineId, outcome: 'restock' as const }));
  const received = { ...approved, ...receiveReturnChange(approved, ref, { lines: outcomes }, at, shop) };
  return { order: received, ret: received.returns.at(-1)! };
}

describe('the returns window', () => {
  it('is open from delivery to the last of its days, and closed after it, saying when it closed', () => {
    expect(() => assertReturnsOpen(order(), '2026-11-12', 30)).not.toThrow();
    expect(() => assertReturnsOpen(order(), '2026-12-12', 30)).not.toThrow();
    expect(() => assertReturnsOpen(order(), '2026-12-13', 30)).toThrow(
      'Returns for this order closed on 12/12/2026, 30 days after delivery',
    );
    expect(() => assertReturnsOpen(order({ deliveredOn: '2026-11-12' }), '2026-11-20', 7)).toThrow(
      'Returns for this order closed on 19/11/2026, 7 days after delivery',
    );
  });

  it("is the shop's window: a request refused under 7 days is taken under 8", () => {
    const request = (returnWindowDays: number) => () =>
      requestReturnChange(
        order(),
        { lines: [{ lineId: 2, quantity: 1 }], reason: 'other', note: null },
        at,
        '2026-11-20',
        {
          returnWindowDays,
        },
      );
    expect(request(7)).toThrow('Returns for this order closed on 19/11/2026, 7 days after delivery');
    expect(request(8)().returns).toHaveLength(1);
  });

  it('opens only once the order has been delivered', () => {
    expect(() => assertReturnsOpen(order({ status: 'shipped', deliveredOn: null }), '2026-11-20', 30)).toThrow(
      'Returns open once the order has been delivered',
    );
    expect(() => assertReturnsOpen(order({ status: 'completed' }), '2026-11-20', 30)).not.toThrow();
    expect(() => assertReturnsOpen(order({ status: 'refunded' }), '2026-11-20', 30)).toThrow('delivered');
  });
});

describe('the quantities a return may take', () => {
  it('never more than bought less what other returns not declined hold', () => {
    const first = ask(order(), [{ lineId: 1, quantity: 1 }]);
    expect(returnableQuantities(first)).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );
    expect(() => ask(first, [{ lineId: 1, quantity: 2 }])).toThrow('At most 1 of Product 1 can still be returned');
    const second = ask(first, [{ lineId: 1, quantity: 1 }]);
    expect(second.returns.map((r) => r.reference)).toEqual(['RMA-1042-1', 'RMA-1042-2']);
    expect(() => ask(second, [{ lineId: 1, quantity: 1 }])).toThrow('Product 1 has already been returned in full');
  });

  it('counts a line named twice in one request both times, and refuses a line not of the order', () => {
    expect(() =>
      ask(order(), [
        { lineId: 2, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ]),
    ).toThrow('At most 1 of Product 2');
    expect(() => ask(order(), [{ lineId: 9, quantity: 1 }])).toThrow('lines.0.lineId: Choose an item of this order');
  });

  it('takes at most ten returns on one order', () => {
    let asked = order({ items: [line(1, 20, 1_000)] });
    for (let n = 0; n < 10; n++) asked = ask(asked, [{ lineId: 1, quantity: 1 }]);
    expect(() => ask(asked, [{ lineId: 1, quantity: 1 }])).toThrow(
      'This order has had 10 returns, the most the shop takes online; please get in touch',
    );
  });

  it('gives back what a declined return held', () => {
    const asked = ask(order(), [{ lineId: 2, quantity: 1 }]);
    const declined = { ...asked, ...declineReturnChange(asked, 'RMA-1042-1', 'Opened and used', at) };
    expect(declined.returns[0]).toMatchObject({ status: 'declined', declineReason: 'Opened and used' });
    expect(returnableQuantities(declined).get(2)).toBe(1);
    expect(() => approveReturnChange(declined, 'RMA-1042-1', rules, at)).toThrow('already been decided');
  });
});

describe("a return's refund", () => {
  it('is the lines with their VAT, without shipping, for part of the order', () => {
    const { ret, order: received } = receive(order(), [{ lineId: 1, quantity: 1 }]);
    expect(ret).toMatchObject({ status: 'received', refundPence: 12_000, shippingRefundPence: 0 });
    expect(received.refunds).toEqual([
      { paymentId: 7, amountPence: 12_000, reference: 'RMA-1042-1', reason: 'Return RMA-1042-1', state: 'due' },
    ]);
  });

  it('adds the shipping when the items were faulty, once', () => {
    const first = receive(order(), [{ lineId: 1, quantity: 1 }], 'faulty');
    expect(first.ret).toMatchObject({ refundPence: 12_999, shippingRefundPence: 999 });
    const second = receive(first.order, [{ lineId: 2, quantity: 1 }], 'faulty');
    expect(second.ret).toMatchObject({ refundPence: 6_000, shippingRefundPence: 0 });
  });

  it('is all that is left of the total, shipping included, when it completes the return of the whole order', () => {
    const whole = receive(order(), [
      { lineId: 1, quantity: 2 },
      { lineId: 2, quantity: 1 },
    ]);
    expect(whole.ret).toMatchObject({ refundPence: 30_999, shippingRefundPence: 999 });
    const first = receive(order(), [{ lineId: 1, quantity: 1 }]);
    const last = receive(first.order, [
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 1 },
    ]);
    expect(first.ret.refundPence! + last.ret.refundPence!).toBe(30_999);
    expect(last.ret).toMatchObject({ refundPence: 18_999, shippingRefundPence: 999 });
  });

  it('keeps the sum of partial refunds to the total whatever the rounding of each VAT', () => {
    const odd = order({ items: [line(1, 3, 333)], shippingPence: 0, totalPence: 999 + Math.round(999 * 0.2) });
    const a = receive(odd, [{ lineId: 1, quantity: 1 }]);
    const b = receive(a.order, [{ lineId: 1, quantity: 1 }]);
    const c = receive(b.order, [{ lineId: 1, quantity: 1 }]);
    expect(a.ret.refundPence! + b.ret.refundPence! + c.ret.refundPence!).toBe(odd.totalPence);
  });

  it('is not asked of payments when the order was not paid online', () => {
    const { order: received, ret } = receive(order({ payment: null }), [{ lineId: 2, quantity: 1 }]);
    expect(ret.refundPence).toBe(6_000);
    expect(received.refunds).toEqual([]);
    expect(received.history.at(-1)!.text).toContain('£60.00 to refund outside the shop');
  });

  it('moves the return on to refunded once Stripe confirms it, with a line in the history', () => {
    const { order: received } = receive(order(), [{ lineId: 1, quantity: 1 }]);
    expect(returnRefundedChange(received, at)).toBeNull();
    const confirmed = { ...received, refunds: received.refunds!.map((r) => ({ ...r, state: 'confirmed' as const })) };
    const refunded = { ...confirmed, ...returnRefundedChange(confirmed, at) };
    expect(refunded.returns[0]).toMatchObject({ status: 'refunded', refundedAt: at });
    expect(refunded.history.map((h) => h.text)).toEqual([
      'Return RMA-1042-1 requested (No longer needed): 1 × Product 1',
      'Return RMA-1042-1 approved',
      'Return RMA-1042-1 received: back to stock 1 × Product 1; refund of £120.00 asked',
      'Return RMA-1042-1 refunded: £120.00',
    ]);
    expect(returnRefundedChange(refunded, at)).toBeNull();
  });
});

describe("the shop's shipping rules", () => {
  const keepsShipping = { ...rules, refundShippingOnWholeReturn: false, refundShippingWhenFaulty: false };

  it('keep the shipping of a whole order sent back when the shop does not refund it, the rest refunded in full', () => {
    const whole = receive(
      order(),
      [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
      'changed-mind',
      keepsShipping,
    );
    expect(whole.ret).toMatchObject({ refundPence: 30_000, shippingRefundPence: 0 });
    const first = receive(order(), [{ lineId: 1, quantity: 1 }], 'changed-mind', keepsShipping);
    const last = receive(
      first.order,
      [
        { lineId: 2, quantity: 1 },
        { lineId: 1, quantity: 1 },
      ],
      'changed-mind',
      keepsShipping,
    );
    expect(first.ret.refundPence! + last.ret.refundPence!).toBe(30_000);
    expect(last.ret.shippingRefundPence).toBe(0);
  });

  it('keep the shipping of faulty items when the shop does not refund it; under the faulty rule alone a whole order refunds it only when faulty', () => {
    const faulty = receive(order(), [{ lineId: 1, quantity: 1 }], 'faulty', keepsShipping);
    expect(faulty.ret).toMatchObject({ refundPence: 12_000, shippingRefundPence: 0 });
    const onlyFaulty = { ...rules, refundShippingOnWholeReturn: false };
    const whole = receive(
      order(),
      [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
      'faulty',
      onlyFaulty,
    );
    expect(whole.ret).toMatchObject({ refundPence: 30_999, shippingRefundPence: 999 });
    expect(
      receive(
        order(),
        [
          { lineId: 1, quantity: 2 },
          { lineId: 2, quantity: 1 },
        ],
        'other',
        onlyFaulty,
      ).ret,
    ).toMatchObject({ refundPence: 30_000, shippingRefundPence: 0 });
  });

  it('refund the shipping of a whole order but not of faulty items alone when the shop says so', () => {
    const onlyWhole = { ...rules, refundShippingWhenFaulty: false };
    const first = receive(order(), [{ lineId: 1, quantity: 1 }], 'faulty', onlyWhole);
    expect(first.ret).toMatchObject({ refundPence: 12_000, shippingRefundPence: 0 });
    const last = receive(
      first.order,
      [
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ],
      'changed-mind',
      onlyWhole,
    );
    expect(last.ret).toMatchObject({ refundPence: 18_999, shippingRefundPence: 999 });
  });
});

describe('approving a return', () => {
  it("gives the customer the shop's returns address, and is refused naming it while none is set", () => {
    const asked = ask(order(), [{ lineId: 2, quantity: 1 }]);
    expect(() => approveReturnChange(asked, 'RMA-1042-1', { returnsAddress: '' }, at)).toThrow(
      expect.objectContaining({
        code: 'CONFLICT',
        field: 'returnsAddress',
        message: 'returnsAddress: set the returns address in the order settings before approving a return',
      }),
    );
    const approved = approveReturnChange(asked, 'RMA-1042-1', rules, at);
    expect(approved.returns[0]).toMatchObject({ status: 'approved', returnsAddress: 'Returns\nUnit 4\nEastbourne' });
  });
});

describe('receiving a return', () => {
  it('needs an outcome for every line of the return, and an approved return', () => {
    const asked = ask(order(), [
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 1 },
    ]);
    expect(() =>
      receiveReturnChange(asked, 'RMA-1042-1', { lines: [{ lineId: 1, outcome: 'restock' }] }, at, rules),
    ).toThrow('Only an approved return can be received');
    const approved = { ...asked, ...approveReturnChange(asked, 'RMA-1042-1', rules, at) };
    expect(() =>
      receiveReturnChange(approved, 'RMA-1042-1', { lines: [{ lineId: 1, outcome: 'restock' }] }, at, rules),
    ).toThrow('lines: Say for every line');
    const received = receiveReturnChange(
      approved,
      'RMA-1042-1',
      {
        lines: [
          { lineId: 1, outcome: 'restock' },
          { lineId: 2, outcome: 'write-off' },
        ],
      },
      at,
      rules,
    );
    expect(received.returns[0].lines.map((l) => l.outcome)).toEqual(['restock', 'write-off']);
    expect(received.history.at(-1)!.text).toBe(
      'Return RMA-1042-1 received: back to stock 1 × Product 1; written off 1 × Product 2; refund of £180.00 asked',
    );
  });
});
