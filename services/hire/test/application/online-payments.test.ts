import type { EventData, OpenCheckoutSessionInput, RefundPaymentInput } from '@shop/contracts';
import { Conflict, Forbidden, Unauthorized, createLogger } from '@shop/kit';
import type { OnlinePayment, PaymentsClient } from '../../src/modules/quotes/adapters/payments';
import { changeQuoteStatus } from '../../src/modules/quotes/application/change-quote-status';
import { payBooking } from '../../src/modules/quotes/application/pay-booking';
import { takeOnlinePayment } from '../../src/modules/quotes/application/take-online-payment';
import type { Quote } from '../../src/modules/quotes/models/quote';
import { admin, anyone, deskOn, eventTypesOf, linkTokenOf, outboxOf, testClock } from '../support/desk';
import { announcedHireProduct, floorOn } from '../support/floor';
import { customerUseCases } from '../support/requests';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';

/** payments as hire sees it: the pages it opened, each answered as payments would (open until told otherwise). */
function paymentsStandIn(now: () => Date) {
  const opened: Array<OnlinePayment & { input: OpenCheckoutSessionInput }> = [];
  /** The refunds asked, by payment; payments refunds one reference once. */
  const refunds: Array<{ paymentId: number } & RefundPaymentInput> = [];
  let refundsFail = false;
  const client: PaymentsClient = {
    refund: async (paymentId, input) => {
      if (refundsFail) throw new Conflict('Online payment is not available right now; please try again shortly');
      if (!refunds.some((r) => r.paymentId === paymentId && r.reference === input.reference)) {
        refunds.push({ paymentId, ...input });
      }
      return opened.find((p) => p.id === paymentId)!;
    },
    paymentsOf: async (quoteId) => opened.filter((p) => p.input.subjectId === quoteId),
    openCheckout: async (input) => {
      const same = opened.find(
        (p) => p.input.subjectId === input.subjectId && p.purpose === input.purpose && p.attempt === input.attempt,
      );
      if (same) return same;
      const payment: OnlinePayment & { input: OpenCheckoutSessionInput } = {
        id: opened.length + 1,
        purpose: input.purpose,
        attempt: input.attempt ?? 1,
        amountPence: input.amountPence,
        state: 'open',
        checkoutUrl: `https://checkout.stripe.test/pay/cs_${opened.length + 1}`,
        sessionExpiresAt: new Date(now().getTime() + 30 * 60_000).toISOString(),
        input,
      };
      opened.push(payment);
      return payment;
    },
  };
  return {
    client,
    opened,
    refunds,
    failRefunds: (fail: boolean) => {
      refundsFail = fail;
    },
  };
}

describe('paying a booking online: the payment page asked of payments, and what Stripe confirmed recorded once', () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let desk: ReturnType<typeof deskOn>;
  let stand: ReturnType<typeof paymentsStandIn>;
  let pay: ReturnType<typeof payBooking>;
  let take: ReturnType<typeof takeOnlinePayment>;

  beforeEach(() => {
    desk = deskOn(replica(), clock.now);
    stand = paymentsStandIn(clock.now);
    const deps = { ...desk.deps, payments: stand.client, shopUrl: 'https://shop.example' };
    pay = payBooking(deps);
    take = takeOnlinePayment(deps);
  });

  /** A quote for one unit, 10 to 12 June 2027, sent (and accepted unless told not to); with its link token. */
  async function quote(accept = true) {
    const amp = await hireProduct(replica().models, 2);
    const { id } = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
    await desk.send({ id }, admin);
    const token = await linkTokenOf(replica(), id);
    if (accept) await desk.accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
    return { id, token };
  }
  const stored = async (id: number) => (await replica().models.Quote.findOne({ id }).lean<Quote>())!;
  const succeeded = (id: number, paymentId: number, amountPence: number): EventData<'PaymentSucceeded'> => ({
    paymentId,
    subjectType: 'hire-booking',
    subjectId: id,
    purpose: 'hire-deposit',
    sessionId: `cs_${paymentId}`,
    amountPence,
    paymentIntentId: `pi_${paymentId}`,
  });

  it("asks for the booking's deposit, answers an open page again, and returns the customer to their quote", async () => {
    const { id, token } = await quote();
    const deposit = (await stored(id)).booked!.bookingDepositPence;
    // The confirmation email's "Pay deposit" link: the booking's page with the link's token, at the deposit.
    expect((await outboxOf(replica(), id)).find((e) => e.type === 'HireQuoteAccepted')!.data).toMatchObject({
      payPath: `/hire/quotes/${id}?token=${encodeURIComponent(token)}&pay=deposit`,
    });
    const first = await pay({ id, token, purpose: 'deposit' }, anyone);
    expect(stand.opened).toHaveLength(1);
    expect(stand.opened[0].input).toMatchObject({
      subjectType: 'hire-booking',
      subjectId: id,
      purpose: 'hire-deposit',
      attempt: 1,
      amountPence: deposit,
      customerEmail: 'alex@example.co.uk',
      successUrl: `https://shop.example/hire/quotes/${id}?token=${token}&paid=deposit`,
      cancelUrl: `https://shop.example/hire/quotes/${id}?token=${token}`,
    });
    expect(first.checkoutUrl).toBe(stand.opened[0].checkoutUrl);
    expect(await pay({ id, token, purpose: 'deposit' }, anyone)).toEqual(first);
    expect(stand.opened).toHaveLength(1);

    // The page closed unpaid: the next try is a new attempt.
    stand.opened[0].state = 'expired';
    await pay({ id, token, purpose: 'deposit' }, anyone);
    expect(stand.opened.map((p) => p.attempt)).toEqual([1, 2]);
    // Stripe took the second, and its event has not reached the booking yet: no second page.
    stand.opened[1].state = 'succeeded';
    await expect(pay({ id, token, purpose: 'deposit' }, anyone)).rejects.toThrow(
      new Conflict('Your payment has been taken and is being recorded on the booking; reload the page in a moment'),
    );
    expect(stand.opened).toHaveLength(2);
    stand.opened[1].state = 'expired';
    // The balance waits for the deposit.
    await expect(pay({ id, token, purpose: 'balance' }, anyone)).rejects.toThrow(
      new Conflict('Pay the booking deposit before the balance'),
    );
  });

  it('records a confirmed payment once however often its event comes, then asks for the balance', async () => {
    const { id, token } = await quote();
    const { bookingDepositPence, totalPence } = (await stored(id)).booked!;
    await Promise.all([
      take.succeeded(succeeded(id, 71, bookingDepositPence)),
      take.succeeded(succeeded(id, 71, bookingDepositPence)),
    ]);
    await take.succeeded(succeeded(id, 71, bookingDepositPence));
    const paid = await stored(id);
    expect(paid.payments).toEqual([
      {
        id: expect.any(Number),
        kind: 'payment',
        method: 'card',
        amountPence: bookingDepositPence,
        reference: '71',
        at: clock.now(),
        byUserId: null,
        onlineKey: 'payment:71',
        purpose: 'hire-deposit',
      },
    ]);
    expect((await eventTypesOf(replica(), id)).filter((t) => t === 'HirePaymentRecorded')).toHaveLength(1);
    expect((await outboxOf(replica(), id)).at(-1)).toMatchObject({
      type: 'HirePaymentRecorded',
      // Taken online: payments invoices it from its own event, so this one says so.
      data: {
        kind: 'payment',
        method: 'card',
        amountPence: bookingDepositPence,
        paidPence: bookingDepositPence,
        source: 'online',
        paymentId: paid.payments[0].id,
        towardsHirePence: bookingDepositPence,
      },
    });

    await expect(pay({ id, token, purpose: 'deposit' }, anyone)).rejects.toThrow('The booking deposit is already paid');
    await pay({ id, token, purpose: 'balance' }, anyone);
    expect(stand.opened.at(-1)!.input).toMatchObject({
      purpose: 'hire-balance',
      attempt: 1,
      amountPence: totalPence - bookingDepositPence,
    });

    // A refund Stripe confirmed, delivered twice, is recorded once.
    const refund: EventData<'PaymentRefunded'> = {
      ...succeeded(id, 71, 0),
      refundId: 're_1',
      amountPence: 500,
      refundedPence: 500,
      reference: 'goodwill',
    };
    await take.refunded(refund);
    await take.refunded(refund);
    expect((await stored(id)).payments.filter((p) => p.kind === 'refund')).toHaveLength(1);
  });

  it('is for a confirmed booking, reached through its link or by its owner', async () => {
    const open = await quote(false);
    await expect(pay({ id: open.id, token: open.token, purpose: 'deposit' }, anyone)).rejects.toThrow(
      new Conflict('Only a confirmed booking can be paid online; this quote is quoted'),
    );
    const booked = await quote();
    await expect(pay({ id: booked.id, purpose: 'deposit' }, anyone)).rejects.toThrow(Unauthorized);
    await expect(pay({ id: booked.id, token: booked.token, purpose: 'all' }, anyone)).rejects.toThrow(
      'purpose: purpose must be deposit, balance or security-deposit',
    );
    expect(stand.opened).toHaveLength(0);
  });

  describe('a booking the desk confirms (its status set to approved, not accepted by the customer)', () => {
    const confirm = (id: number, status = 'approved') => changeQuoteStatus(desk.deps)({ id, status }, admin);
    /** The pay link the confirmation's HireQuoteStatusChanged carries, for its email. */
    const payLinkOf = async (id: number) =>
      (
        (await outboxOf(replica(), id)).filter((e) => e.type === 'HireQuoteStatusChanged').at(-1)!
          .data as EventData<'HireQuoteStatusChanged'>
      ).pay!;
    const tokenOf = (path: string) => new URL(path, 'https://shop.example').searchParams.get('token')!;

    it("carries the sent quote's signed pay link, which opens the deposit's payment", async () => {
      const { id, token } = await quote(false);
      await confirm(id);
      const deposit = (await stored(id)).booked!.bookingDepositPence;
      expect(await payLinkOf(id)).toEqual({
        purpose: 'deposit',
        path: `/hire/quotes/${id}?token=${encodeURIComponent(token)}&pay=deposit`,
      });
      const view = await customerUseCases(replica(), { clock: clock.now }).reads.quote({ id, token }, anyone);
      expect(view).toMatchObject({ sight: 'quote', quotes: [{ id, stage: 'confirmed' }] });
      await pay({ id, token, purpose: 'deposit' }, anyone);
      expect(stand.opened.at(-1)!.input).toMatchObject({
        subjectId: id,
        purpose: 'hire-deposit',
        amountPence: deposit,
      });
    });

    it('gives a booking never sent a link of its own, good while it stays booked with no revision', async () => {
      const amp = await hireProduct(replica().models, 2);
      const { id } = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 14, 16);
      await confirm(id);
      const link = await payLinkOf(id);
      expect(link).toEqual({
        purpose: 'deposit',
        path: expect.stringMatching(new RegExp(`^/hire/quotes/${id}\\?token=0\\.2027-06-14\\.[\\w-]{43}&pay=deposit$`)),
      });
      const token = tokenOf(link.path);
      const reads = customerUseCases(replica(), { clock: clock.now }).reads;
      // The link reads the whole booking (its money, the pay card's figures), with no sign-in.
      const view = await reads.quote({ id, token }, anyone);
      expect(view).toMatchObject({ sight: 'quote', quotes: [{ id, stage: 'confirmed', revisions: [] }] });
      const opened = await pay({ id, token, purpose: 'deposit' }, anyone);
      expect(opened.checkoutUrl).toBe(stand.opened.at(-1)!.checkoutUrl);
      expect(stand.opened.at(-1)!.input).toMatchObject({
        subjectId: id,
        purpose: 'hire-deposit',
        amountPence: (await stored(id)).booked!.bookingDepositPence,
        successUrl: `https://shop.example/hire/quotes/${id}?token=${encodeURIComponent(token)}&paid=deposit`,
      });

      // Another quote's, or a forged, booking link opens nothing.
      const other = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 14, 16);
      await confirm(other.id);
      await expect(reads.quote({ id: other.id, token }, anyone)).rejects.toThrow(Forbidden);
      await expect(
        reads.quote({ id, token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }, anyone),
      ).rejects.toThrow(Forbidden);
      // Set back to pending, it is no longer a booking: its link stops working.
      await confirm(id, 'pending');
      await expect(reads.quote({ id, token }, anyone)).rejects.toThrow(Forbidden);
    });
  });

  it('logs and leaves alone a payment for a booking it does not hold', async () => {
    const logger = createLogger('hire-test', 'silent');
    const warn = jest.spyOn(logger, 'warn');
    const deps = { ...desk.deps, logger, payments: stand.client, shopUrl: 'https://shop.example' };
    await takeOnlinePayment(deps).succeeded(succeeded(999_999, 5, 1000));
    expect(warn).toHaveBeenCalledWith(
      { quoteId: 999_999, onlineKey: 'payment:5' },
      'an online payment names no booking here',
    );
  });

  describe('the refundable security deposit', () => {
    let floor: ReturnType<typeof floorOn>;
    let serial = 0;
    beforeEach(() => {
      floor = floorOn(replica(), desk, stand.client);
    });

    /** A booking of one unit of a product asking a £50 security deposit, 10 to 12 June 2027, with its link token. */
    async function depositBooking() {
      const product = await announcedHireProduct(floor, 30_000 + ++serial, 2);
      const { id } = await pendingQuote(replica().models, [{ productId: product, quantity: 1 }], 10, 12);
      await desk.send({ id }, admin);
      const token = await linkTokenOf(replica(), id);
      await desk.accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
      return { id, token, tag: `H${product}-001` };
    }
    const payOnline = (
      id: number,
      paymentId: number,
      purpose: EventData<'PaymentSucceeded'>['purpose'],
      pence: number,
    ) => take.succeeded({ ...succeeded(id, paymentId, pence), purpose });

    it('is payable once the balance is paid, for what is not yet held, and is held once Stripe confirms it', async () => {
      const { id, token } = await depositBooking();
      const { totalPence, bookingDepositPence, securityDepositPence } = (await stored(id)).booked!;
      expect(securityDepositPence).toBe(5000);
      await expect(pay({ id, token, purpose: 'security-deposit' }, anyone)).rejects.toThrow(
        new Conflict('Pay the balance before the security deposit'),
      );
      await payOnline(id, 81, 'hire-deposit', bookingDepositPence);
      await payOnline(id, 82, 'hire-balance', totalPence - bookingDepositPence);

      await pay({ id, token, purpose: 'security-deposit' }, anyone);
      expect(stand.opened.at(-1)!.input).toMatchObject({
        purpose: 'hire-security-deposit',
        amountPence: 5000,
        description: expect.stringMatching(/: refundable security deposit$/),
        successUrl: `https://shop.example/hire/quotes/${id}?token=${token}&paid=security-deposit`,
      });
      await payOnline(id, 83, 'hire-security-deposit', 5000);
      expect((await stored(id)).payments.at(-1)).toMatchObject({
        kind: 'payment',
        method: 'card',
        amountPence: 5000,
        onlineKey: 'payment:83',
        purpose: 'hire-security-deposit',
      });
      expect((await outboxOf(replica(), id)).at(-1)).toMatchObject({
        type: 'HirePaymentRecorded',
        data: { amountPence: 5000, paidPence: totalPence + 5000, balancePence: 0 },
      });
      await expect(pay({ id, token, purpose: 'security-deposit' }, anyone)).rejects.toThrow(
        new Conflict('No security deposit is due on this booking'),
      );
    });

    it('goes back to its card at settlement, less the damage, once, and lands on the booking by its webhook', async () => {
      const { id, tag } = await depositBooking();
      const { totalPence, bookingDepositPence } = (await stored(id)).booked!;
      await payOnline(id, 91, 'hire-deposit', bookingDepositPence);
      await payOnline(id, 92, 'hire-balance', totalPence - bookingDepositPence);
      await payOnline(id, 93, 'hire-security-deposit', 5000);
      await floor.dispatch({ id, tag }, admin);

      // payments cannot be reached as the unit comes back damaged: the booking settles, and the refund waits.
      stand.failRefunds(true);
      const done = await floor.returnUnits(
        { id, returns: [{ tag, condition: 'damaged', charge: 12, note: 'Dented grille' }], refundMethod: 'card' },
        admin,
      );
      expect(done.settlement).toMatchObject({
        depositHeldPence: 5000,
        depositUsedPence: 1200,
        refundPence: 3800,
        cardRefunds: [{ paymentId: 93, amountPence: 3800 }],
      });
      // Nothing is recorded by hand: the card refund is payments' to make and its webhook's to record.
      expect(done.payments.filter((p) => p.kind === 'refund')).toEqual([]);
      expect((await stored(id)).settlement!.cardRefundsAskedAt).toBeNull();

      // The sweep asks again once payments answers, and again changes nothing.
      stand.failRefunds(false);
      expect(await floor.refundDeposits.sweep()).toBe(1);
      expect(await floor.refundDeposits.sweep()).toBe(0);
      expect(stand.refunds).toEqual([
        {
          paymentId: 93,
          amountPence: 3800,
          reference: `hire-settlement:${id}`,
          reason: 'Security deposit returned after the hire',
        },
      ]);
      expect((await stored(id)).settlement!.cardRefundsAskedAt).toEqual(clock.now());

      // Stripe's refund confirmed (PaymentRefunded): recorded against the deposit's payment, nothing owed either way.
      await take.refunded({
        ...succeeded(id, 93, 0),
        purpose: 'hire-security-deposit',
        refundId: 're_93',
        amountPence: 3800,
        refundedPence: 3800,
        reference: `hire-settlement:${id}`,
      });
      const refunded = await stored(id);
      expect(refunded.payments.at(-1)).toMatchObject({
        kind: 'refund',
        method: 'card',
        amountPence: 3800,
        reference: '93',
        onlineKey: 'refund:re_93',
        byUserId: null,
      });
      expect((await outboxOf(replica(), id)).at(-1)).toMatchObject({
        type: 'HirePaymentRecorded',
        data: { kind: 'refund', amountPence: 3800, balancePence: 0 },
      });
    });
  });
});
