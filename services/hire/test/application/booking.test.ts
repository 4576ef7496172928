import { DEFAULT_HIRE_RATE_SETTINGS } from '@shop/contracts';
import { Conflict } from '@shop/kit';
import { changeQuoteStatus } from '../../src/modules/quotes/application/change-quote-status';
import { owedFor } from '../../src/modules/quotes/application/price-quote';
import { quoteExpiry } from '../../src/modules/quotes/application/quote-expiry';
import { bookingMoney } from '../../src/modules/quotes/domain/booking-money';
import type { HireProductView } from '../../src/shared/models/product-view';
import type { Quote } from '../../src/modules/quotes/models/quote';
import { quoteStore } from '../../src/modules/quotes/models/quote-store';
import { admin, anyone, deskOn, eventTypesOf, linkTokenOf, outboxOf, testClock } from '../support/desk';
import { recordedJobs } from '../support/jobs';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';
import { securityDepositOf } from '../../src/modules/quotes/domain/booking-money';

const june = (day: number) => new Date(Date.UTC(2027, 5, day));

describe('a booking: expiry of unanswered quotes, cancellation charges, payments', () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let desk: ReturnType<typeof deskOn>;

  beforeAll(() => {
    desk = deskOn(replica(), clock.now);
  });
  afterEach(() => {
    // Each test starts on 1 May 2027.
    clock.advanceDays((new Date('2027-05-01T09:00:00Z').getTime() - clock.now().getTime()) / 86_400_000);
  });

  const freeOf = async (productId: number) => {
    const product = (await replica().models.ProductView.findOne({ id: productId }).lean())!;
    return (await replica().commitments.availabilityOf(product, { start: june(10), end: june(12) })).available;
  };

  /** A quote for one unit, 10 to 12 June 2027 (two days at 45.00: 108.00 with VAT), sent and accepted. */
  async function booking(productId: number) {
    const quote = await pendingQuote(replica().models, [{ productId, quantity: 1 }], 10, 12);
    await desk.send({ id: quote.id }, admin);
    const token = await linkTokenOf(replica(), quote.id);
    await desk.accept({ id: quote.id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
    return quote.id;
  }

  describe('expiry', () => {
    /** The expiry wired to a stand-in queue: the jobs it adds, and its processor to run them. */
    function expiryWithQueue() {
      const { runtime, added, run } = recordedJobs<unknown>();
      const expiry = quoteExpiry(
        runtime,
        replica().models,
        quoteStore(replica().models.Quote, () => {}),
        replica().withLock,
        clock.now,
      );
      return { expiry, added, run };
    }

    it('queues a job for the end of the last valid day, which expires the revision if still unanswered', async () => {
      const { expiry, added, run } = expiryWithQueue();
      const amp = await hireProduct(replica().models, 2);
      const quote = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
      await desk.send({ id: quote.id }, admin);
      await expiry.expireLater(quote.id, 1, '2027-05-15');
      // Valid through 15 May (BST): it ends at 23:00 UTC that day.
      expect(added[0].delay).toBe(new Date('2027-05-15T23:00:00Z').getTime() - clock.now().getTime());

      // A job that runs early puts itself off.
      await run({ quoteId: quote.id, revision: 1, validUntil: '2027-05-15' });
      expect(added).toHaveLength(2);
      expect((await replica().models.Quote.findOne({ id: quote.id }).lean())!.stage).toBe('quoted');

      clock.advanceDays(15);
      await run({ quoteId: quote.id, revision: 1, validUntil: '2027-05-15' });
      const expired = (await replica().models.Quote.findOne({ id: quote.id }).lean())!;
      expect(expired).toMatchObject({ stage: 'expired', status: 'rejected' });
      expect(await eventTypesOf(replica(), quote.id)).toEqual(['HireQuoteSent', 'HireQuoteExpired']);
      expect(added).toHaveLength(2);
    });

    it('leaves a replaced or answered revision alone, and the sweep expires what the jobs missed', async () => {
      const { expiry, run } = expiryWithQueue();
      const amp = await hireProduct(replica().models, 2);
      const replaced = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
      await desk.send({ id: replaced.id }, admin);
      await desk.send({ id: replaced.id }, admin);
      const accepted = await booking(amp);
      const missed = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
      await desk.send({ id: missed.id }, admin);

      clock.advanceDays(15);
      await run({ quoteId: replaced.id, revision: 1, validUntil: '2027-05-15' });
      await run({ quoteId: accepted, revision: 1, validUntil: '2027-05-15' });
      expect((await replica().models.Quote.findOne({ id: replaced.id }).lean())!.stage).toBe('quoted');
      expect((await replica().models.Quote.findOne({ id: accepted }).lean())!.stage).toBe('confirmed');

      expect(await expiry.expireDue()).toBeGreaterThanOrEqual(2);
      expect((await replica().models.Quote.findOne({ id: replaced.id }).lean())!.stage).toBe('expired');
      expect((await replica().models.Quote.findOne({ id: missed.id }).lean())!.stage).toBe('expired');
      expect(await expiry.expireDue()).toBe(0);
    });
  });

  describe('payments', () => {
    it('records payments and refunds with their method and reference, and the balance left', async () => {
      const amp = await hireProduct(replica().models, 2);
      const id = await booking(amp);
      const paid = await desk.pay(
        { id, payment: { kind: 'payment', method: 'bank-transfer', amount: 27, reference: 'BACS 1234' } },
        admin,
      );
      expect(paid.payments).toEqual([
        {
          id: expect.any(Number),
          kind: 'payment',
          method: 'bank-transfer',
          amountPence: 2700,
          reference: 'BACS 1234',
          at: clock.now(),
          byUserId: 1,
        },
      ]);
      await desk.pay({ id, payment: { kind: 'refund', method: 'card', amount: 7 } }, admin);
      expect((await outboxOf(replica(), id)).at(-1)).toMatchObject({
        type: 'HirePaymentRecorded',
        data: { kind: 'refund', method: 'card', amountPence: 700, paidPence: 2000, balancePence: 10_800 - 2000 },
      });

      await expect(desk.pay({ id, payment: { kind: 'refund', method: 'card', amount: 21 } }, admin)).rejects.toThrow(
        'A refund cannot be more than has been paid (£20.00)',
      );
      await expect(desk.pay({ id, payment: { kind: 'payment', method: 'cash', amount: 5 } }, admin)).rejects.toThrow(
        'method: Method must be card, bank-transfer or paypal',
      );
      await expect(desk.pay({ id, payment: { kind: 'payment', method: 'card', amount: 0 } }, admin)).rejects.toThrow(
        'amount: Amount must be more than 0',
      );
    });

    it('says a payment is the desk’s, and what of it paid the hire rather than the security deposit', async () => {
      const amp = await hireProduct(replica().models, 2);
      const id = await booking(amp);
      // 108.00 of hire and an 18.00 security deposit.
      const recorded = async () => (await outboxOf(replica(), id)).at(-1)!;
      const first = await desk.pay(
        { id, payment: { kind: 'payment', method: 'bank-transfer', amount: 120, reference: 'BACS 1' } },
        admin,
      );
      expect(await recorded()).toMatchObject({
        type: 'HirePaymentRecorded',
        data: { source: 'desk', paymentId: first.payments[0].id, amountPence: 12_000, towardsHirePence: 10_800 },
      });
      await desk.pay({ id, payment: { kind: 'payment', method: 'paypal', amount: 6 } }, admin);
      expect((await recorded()).data).toMatchObject({ source: 'desk', amountPence: 600, towardsHirePence: 0 });
      // 20.00 back of 126.00 paid: the 18.00 held and 2.00 of the hire.
      await desk.pay({ id, payment: { kind: 'refund', method: 'bank-transfer', amount: 20 } }, admin);
      expect((await recorded()).data).toMatchObject({ kind: 'refund', source: 'desk', towardsHirePence: 200 });
    });

    it('are for bookings only', async () => {
      const quote = await pendingQuote(replica().models, [], 10, 12);
      const refused = desk.pay({ id: quote.id, payment: { kind: 'payment', method: 'card', amount: 5 } }, admin);
      await expect(refused).rejects.toBeInstanceOf(Conflict);
    });
  });

  describe('cancellation', () => {
    it.each([
      // Paid 27.00 of 108.00; the booking deposit is 27.00.
      ['more than 7 days ahead: the deposit back in full', 0, 'more-than-7-days', 0, 2700, 0],
      ['3 to 7 days ahead: half the booking deposit', 35, '3-to-7-days', 1350, 1350, 0],
      ['under 3 days ahead: up to the full hire', 39, 'under-3-days', 10_800, 0, 8100],
    ])('%s', async (_, daysOn, band, feePence, refundPence, owedPence) => {
      const amp = await hireProduct(replica().models, 1);
      const id = await booking(amp);
      await desk.pay({ id, payment: { kind: 'payment', method: 'paypal', amount: 27 } }, admin);
      expect(await freeOf(amp)).toBe(0);

      clock.advanceDays(daysOn);
      const cancelled = await desk.cancel({ id, reason: 'Event called off' }, admin);
      expect(cancelled).toMatchObject({
        stage: 'cancelled',
        status: 'rejected',
        cancellation: { reason: 'Event called off', band, feePence, refundPence, owedPence },
      });
      expect(await freeOf(amp)).toBe(1);
      const outbox = await outboxOf(replica(), id);
      expect(outbox.slice(-1)).toMatchObject([
        { type: 'HireBookingCancelled', data: { feePence, refundPence, reason: 'Event called off' } },
      ]);
      await expect(desk.cancel({ id }, admin)).rejects.toThrow('Only a confirmed booking can be cancelled');
    });
  });

  describe('a booking’s price, frozen when it is confirmed', () => {
    const stored = async (id: number) => (await replica().models.Quote.findOne({ id }).lean<Quote>())!;
    const productsOf = async (productId: number) =>
      new Map([[productId, (await replica().models.ProductView.findOne({ id: productId }).lean<HireProductView>())!]]);
    /** What the booking owes as every read works it out: with the products' rates as they are now. */
    const owedNow = async (id: number, productId: number) =>
      owedFor(await stored(id), await productsOf(productId), DEFAULT_HIRE_RATE_SETTINGS, '2027-05-01');
    const doubleTheRates = (productId: number) =>
      replica().models.ProductView.updateOne(
        { id: productId },
        { hirePriceDailyPence: 9000, hirePriceWeeklyPence: 30000 },
      );

    it('keeps the price of a booking the desk approved without sending a revision, deposit included', async () => {
      const change = changeQuoteStatus(desk.deps);
      const amp = await hireProduct(replica().models, 2);
      const quote = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
      await change({ id: quote.id, status: 'approved' }, admin);
      await doubleTheRates(amp);

      // Two days at 45.00: 108.00 with VAT; the booking deposit 25 %, the security deposit 20 % of the hire.
      expect(await owedNow(quote.id, amp)).toMatchObject({
        totalPence: 10_800,
        bookingDepositPence: 2700,
        securityDepositPence: 1800,
        balanceDueDate: '2027-06-03',
      });
      expect(securityDepositOf(await stored(quote.id))).toBe(1800);
      await desk.pay({ id: quote.id, payment: { kind: 'payment', method: 'card', amount: 10 } }, admin);
      expect((await outboxOf(replica(), quote.id)).at(-1)).toMatchObject({
        type: 'HirePaymentRecorded',
        data: { paidPence: 1000, balancePence: 9800 },
      });
    });

    it('keeps the price of the revision the customer accepted', async () => {
      const amp = await hireProduct(replica().models, 2);
      const id = await booking(amp);
      await doubleTheRates(amp);
      expect(await owedNow(id, amp)).toMatchObject({ totalPence: 10_800, securityDepositPence: 1800 });
      expect((await stored(id)).booked).toMatchObject({ revision: 1, totalPence: 10_800 });
    });

    it('shows nothing due once a booking approved from the draft is set rejected', async () => {
      const change = changeQuoteStatus(desk.deps);
      const amp = await hireProduct(replica().models, 2);
      const quote = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
      await change({ id: quote.id, status: 'approved' }, admin);
      const rejected = await change({ id: quote.id, status: 'rejected' }, admin);
      expect(rejected).toMatchObject({ stage: 'cancelled', status: 'rejected', cancellation: null });

      const money = bookingMoney(await owedNow(quote.id, amp), rejected.payments);
      expect(money).toMatchObject({ totalPence: 0, depositDuePence: 0, balancePence: 0 });
    });

    it('prices again when a booking set back to pending is approved again', async () => {
      const change = changeQuoteStatus(desk.deps);
      const amp = await hireProduct(replica().models, 2);
      const quote = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
      await change({ id: quote.id, status: 'approved' }, admin);
      await change({ id: quote.id, status: 'pending' }, admin);
      expect((await stored(quote.id)).booked).toBeNull();
      await doubleTheRates(amp);
      await change({ id: quote.id, status: 'approved' }, admin);
      expect(await owedNow(quote.id, amp)).toMatchObject({ totalPence: 21_600 });
    });
  });
});
