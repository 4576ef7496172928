import request from 'supertest';
import { eventually, mintToken, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import type { StripeStandIn } from '@shop/test-support/stripe';
import { sentQuote } from './support/hire-quote';
import { adminToken, shopProducts } from './support/shop';

/**
 * Paying a hire booking online through the gateway, on the real engines, payments talking to the Stripe stand-in (in
 * front of stripe-mock): the customer's pay call answers Stripe's page, the stand-in's Pay sends the signed webhook
 * through the gateway's public webhook path to payments, and the payment lands on the booking, once.
 */
let stack: Stack;
let stripe: StripeStandIn;
let speaker: { id: number; slug: string };
let quoteRecorder: EventRecorder | undefined;

const DAY = 24 * 60 * 60 * 1000;
const ukDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const start = ukDay(Date.now() + 40 * DAY);
const end = ukDay(Date.now() + 42 * DAY);
const WEBHOOK = '/api/payments/stripe-webhook';

/** A quote for the product, sent by the desk; accepted through its link unless `accept` is false. */
const quote = (accept = true) =>
  sentQuote(
    stack.url,
    quoteRecorder!,
    { productId: speaker.id, quantity: 1, start, end, customer: { name: 'Sam Stage', email: 'sam@example.co.uk' } },
    { accept },
  );

const pay = (id: number, token: string, purpose: string) =>
  request(stack.url).post(`/api/hire/quotes/${id}/pay`).query({ token }).send({ purpose });
const booking = async (id: number, token: string) =>
  (await request(stack.url).get(`/api/hire/quotes/${id}`).query({ token })).body.booking;
const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').at(-1)!;

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire', 'payments']);
  stripe = stack.stripe!;
  // Stripe is given the shop's own address: the gateway passes its webhooks on to payments.
  stripe.webhookUrl = `${stack.url}${WEBHOOK}`;
  const shop = await shopProducts(stack.url);
  speaker = await shop.createHireItem({ name: 'Pay Speaker', stock: 5, hirePriceDaily: 60, securityDeposit: 0 });
  quoteRecorder = await recordEvents('hire.quote');
}, 120_000);

afterAll(async () => {
  await quoteRecorder?.stop();
  await stack.stop();
});

describe('Stripe webhooks through the gateway (POST /api/payments/stripe-webhook)', () => {
  it('passes the raw body and signature on: a forged signature is 400, a good one 200', async () => {
    const payload = JSON.stringify({ id: 'evt_gateway_test', object: 'event', type: 'customer.created', data: {} });
    const forged = await request(stack.url)
      .post(WEBHOOK)
      .set('content-type', 'application/json')
      .set('stripe-signature', stripe.sign(payload, undefined, 'whsec_someone_else'))
      .send(payload);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toEqual(expect.any(String));
    const unsigned = await request(stack.url).post(WEBHOOK).set('content-type', 'application/json').send(payload);
    expect(unsigned.status).toBe(400);

    // Signed over the exact bytes, spacing included: a parsed and re-serialised body would no longer match.
    const spaced = JSON.stringify(JSON.parse(payload), null, 2);
    const good = await request(stack.url)
      .post(WEBHOOK)
      .set('content-type', 'application/json')
      .set('stripe-signature', stripe.sign(spaced))
      .send(spaced);
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ received: true });
  });
});

describe('paying a booking online (POST /api/hire/quotes/{id}/pay)', () => {
  it("opens Stripe's page for the deposit due, records the webhook-confirmed payment once, then takes the balance", async () => {
    const { id, token } = await quote();
    const due = await booking(id, token);
    expect(due.depositDue).toBeGreaterThan(0);

    const opened = await pay(id, token, 'deposit');
    expect(opened.status).toBe(200);
    expect(opened.body.checkoutUrl).toMatch(new RegExp(`^${stripe.apiBase}/pay/cs_`));
    const session = stripe.sessions.get(sessionOf(opened.body.checkoutUrl))!;
    // The booking's own deposit, never the browser's figure.
    expect(session.amountTotal).toBe(Math.round(due.depositDue * 100));
    expect(session.metadata).toMatchObject({ subjectType: 'hire-booking', subjectId: String(id) });
    expect(session.successUrl).toBe(`http://localhost:4000/hire/quotes/${id}?token=${token}&paid=deposit`);
    // Asked again while the page is open: the same page.
    expect((await pay(id, token, 'deposit')).body.checkoutUrl).toBe(opened.body.checkoutUrl);

    // The customer presses Pay on Stripe's page, which sends them back to the quote and Stripe's webhook to the shop.
    const paid = await fetch(`${opened.body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(session.successUrl);
    const withPayment = await eventually(async () => {
      const b = await booking(id, token);
      expect(b.payments).toHaveLength(1);
      return b;
    }, 30_000);
    expect(withPayment.payments[0]).toMatchObject({
      kind: 'payment',
      method: 'card',
      amount: due.depositDue,
      byUserId: null,
      reference: expect.stringMatching(/^\d+$/),
    });
    expect(withPayment.depositDue).toBe(0);
    // The stand-in notes a delivery once it has its answer, which may come after hire heard of the payment.
    await eventually(() =>
      expect(stripe.sent.at(-1)).toMatchObject({ event: { type: 'checkout.session.completed' }, status: 200 }),
    );

    // Stripe delivers the same event again: answered, and nothing recorded twice.
    const again = await stripe.deliver(stripe.sent.at(-1)!.event);
    expect(again.status).toBe(200);

    // The balance next: a page for what is left, paid the same way.
    const balance = await pay(id, token, 'balance');
    expect(balance.status).toBe(200);
    const balanceSession = stripe.sessions.get(sessionOf(balance.body.checkoutUrl))!;
    expect(balanceSession.amountTotal).toBe(Math.round(withPayment.balance * 100));
    await stripe.pay(balanceSession.id);
    const settled = await eventually(async () => {
      const b = await booking(id, token);
      expect(b.payments).toHaveLength(2);
      return b;
    }, 30_000);
    expect(settled.balance).toBe(0);
    // The events reach the recorder through Kafka, a moment after the booking has them.
    await eventually(() => {
      const recorded = quoteRecorder!.events.filter((e) => e.type === 'HirePaymentRecorded' && e.data.quoteId === id);
      expect(recorded.map((e) => e.data.amountPence)).toEqual([
        Math.round(due.depositDue * 100),
        Math.round(withPayment.balance * 100),
      ]);
    }, 30_000);
    // Nothing is left to pay.
    const nothing = await pay(id, token, 'balance');
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('Nothing is left to pay on this booking');
  });

  it('refuses a quote that is not a confirmed booking (409), an unknown purpose (400) and a stranger (401)', async () => {
    const { id, token } = await quote(false);
    const unbooked = await pay(id, token, 'deposit');
    expect(unbooked.status).toBe(409);
    expect(unbooked.body.message).toBe('Only a confirmed booking can be paid online; this quote is quoted');
    expect((await pay(id, token, 'everything')).status).toBe(400);
    const stranger = await request(stack.url).post(`/api/hire/quotes/${id}/pay`).send({ purpose: 'deposit' });
    expect(stranger.status).toBe(401);
    const someoneElse = await request(stack.url)
      .post(`/api/hire/quotes/${id}/pay`)
      .set('authorization', `Bearer ${mintToken('user')}`)
      .send({ purpose: 'deposit' });
    expect(someoneElse.status).toBe(403);
  });
});

describe("a booking's VAT documents, paid online and at the desk (GET /api/hire/quotes/{id}/invoices)", () => {
  it('invoices the deposit paid online and the balance the desk recorded once each, and credits a desk refund', async () => {
    const { id, token } = await quote();
    const opened = await pay(id, token, 'deposit');
    await stripe.pay(sessionOf(opened.body.checkoutUrl));
    const deposited = await eventually(async () => {
      const b = await booking(id, token);
      expect(b.payments).toHaveLength(1);
      return b;
    }, 30_000);
    const desk = (payment: Record<string, unknown>) =>
      request(stack.url).post(`/api/admin/hire/quotes/${id}/payments`).set('authorization', adminToken).send(payment);
    expect(
      (await desk({ kind: 'payment', method: 'bank-transfer', amount: deposited.balance, reference: 'BACS 7' })).status,
    ).toBe(201);
    const documents = (count: number) =>
      eventually(async () => {
        const listed = (
          await request(stack.url).get(`/api/hire/quotes/${id}/invoices`).set('authorization', adminToken)
        ).body;
        expect(listed).toHaveLength(count);
        return listed as Array<{ number: string; kind: string; gross: number; creditedInvoice: string | null }>;
      }, 30_000);
    const [online, atDesk] = await documents(2);
    // One invoice each, the online one from payments' own event and not again from the booking's.
    expect(online.kind).toBe('invoice');
    expect(atDesk).toMatchObject({ kind: 'invoice', gross: deposited.balance });
    expect(online.gross + atDesk.gross).toBe(deposited.total);

    expect((await desk({ kind: 'refund', method: 'bank-transfer', amount: 10, reference: 'BACS BACK' })).status).toBe(
      201,
    );
    const [, , note] = await documents(3);
    expect(note).toMatchObject({ kind: 'credit-note', creditedInvoice: atDesk.number, gross: 10 });
  });
});
