import request from 'supertest';
import { DEFAULT_HIRE_SETTINGS, hireSettingsFieldsOf } from '@shop/contracts';
import { eventually, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import type { StripeStandIn } from '@shop/test-support/stripe';
import { sentQuote } from './support/hire-quote';
import { adminToken, browser, shopProducts } from './support/shop';

/**
 * A booking's refundable security deposit through the gateway, on the real engines, payments talking to the Stripe
 * stand-in (in front of stripe-mock): paid by card once the balance is, held on the booking by its webhook, and at
 * settlement refunded in part (less the damage) against that same card payment, the refund landing on the booking by
 * Stripe's charge.refunded webhook, never by hand; and the bank transfer a booking offers once the desk has set the
 * shop's bank details.
 */
let stack: Stack;
let stripe: StripeStandIn;
let mixer: { id: number; slug: string };
let quoteRecorder: EventRecorder | undefined;

const DAY = 24 * 60 * 60 * 1000;
const ukDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const start = ukDay(Date.now() + 40 * DAY);
const end = ukDay(Date.now() + 42 * DAY);

const pay = (id: number, token: string, purpose: string) =>
  request(stack.url).post(`/api/hire/quotes/${id}/pay`).query({ token }).send({ purpose });
const booking = async (id: number, token: string) =>
  (await request(stack.url).get(`/api/hire/quotes/${id}`).query({ token })).body.booking;
const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').at(-1)!;

/** The customer pays this part on Stripe's page; resolves once the booking shows it (n payments in all). */
async function paid(id: number, token: string, purpose: string, payments: number) {
  const opened = await pay(id, token, purpose);
  expect(opened.status).toBe(200);
  await stripe.pay(sessionOf(opened.body.checkoutUrl));
  return eventually(async () => {
    const b = await booking(id, token);
    expect(b.payments).toHaveLength(payments);
    return b;
  }, 30_000);
}

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire', 'payments']);
  stripe = stack.stripe!;
  stripe.webhookUrl = `${stack.url}/api/payments/stripe-webhook`;
  const shop = await shopProducts(stack.url);
  mixer = await shop.createHireItem({ name: 'Deposit Mixer', stock: 2, hirePriceDaily: 40, securityDeposit: 50 });
  quoteRecorder = await recordEvents('hire.quote');
}, 120_000);

afterAll(async () => {
  await quoteRecorder?.stop();
  await stack.stop();
});

describe('the security deposit paid online and refunded in part at settlement', () => {
  it('is taken once the balance is paid, held, and what the damage leaves goes back to its card by webhook', async () => {
    const { id, token } = await sentQuote(stack.url, quoteRecorder!, {
      productId: mixer.id,
      quantity: 1,
      start,
      end,
      customer: { name: 'Dee Posit', email: 'dee@example.co.uk' },
    });
    const due = await booking(id, token);
    expect(due.securityDepositDue).toBe(50);
    // Not before the balance.
    const early = await pay(id, token, 'security-deposit');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Pay the balance before the security deposit');

    await paid(id, token, 'deposit', 1);
    await paid(id, token, 'balance', 2);
    const opened = await pay(id, token, 'security-deposit');
    expect(opened.status).toBe(200);
    const session = stripe.sessions.get(sessionOf(opened.body.checkoutUrl))!;
    expect(session.amountTotal).toBe(5000);
    expect(session.metadata).toMatchObject({ subjectType: 'hire-booking', subjectId: String(id) });
    await stripe.pay(session.id);
    const held = await eventually(async () => {
      const b = await booking(id, token);
      expect(b.securityDepositHeld).toBe(50);
      return b;
    }, 30_000);
    expect(held.securityDepositDue).toBe(0);
    expect(held.balance).toBe(0);
    const depositPayment = held.payments.at(-1);
    expect(depositPayment).toMatchObject({ kind: 'payment', method: 'card', amount: 50, byUserId: null });

    // The desk sends the mixer out and takes it back with £12.00 of damage: the booking settles.
    const desk = browser(stack.url, adminToken);
    const units = await desk.get(`/api/admin/hire/products/${mixer.id}/units`);
    const tag = units.body[0].tag as string;
    expect((await desk.post(`/api/admin/hire/quotes/${id}/dispatch`).send({ tag, early: true })).status).toBe(200);
    const back = await desk
      .post(`/api/admin/hire/quotes/${id}/return`)
      .send({ returns: [{ tag, condition: 'damaged', charge: 12, note: 'Cracked fader' }] });
    expect(back.status).toBe(200);
    expect(back.body.stage).toBe('completed');

    // £38.00 goes back through payments to the deposit's card, and Stripe's refund webhook records it, once.
    const refunded = await eventually(async () => {
      const b = await booking(id, token);
      expect(b.payments).toHaveLength(4);
      return b;
    }, 30_000);
    expect(refunded.payments.at(-1)).toMatchObject({
      kind: 'refund',
      method: 'card',
      amount: 38,
      byUserId: null,
      reference: depositPayment.reference,
    });
    expect(refunded.balance).toBe(0);
    // The stand-in notes a delivery once it has its answer, which may come after hire heard of the refund.
    const refundEvent = await eventually(() => {
      const sent = stripe.sent.find((s) => s.event.type === 'charge.refunded' && s.status === 200);
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(refundEvent.event.data.object).toMatchObject({ amount: 5000, amount_refunded: 3800, refunded: false });

    // Stripe delivers its refund again: answered, nothing recorded twice.
    expect((await stripe.deliver(refundEvent.event)).status).toBe(200);
    await eventually(() => {
      const recorded = quoteRecorder!.events.filter((e) => e.type === 'HirePaymentRecorded' && e.data.quoteId === id);
      expect(recorded.map((e) => [e.data.kind, e.data.amountPence])).toEqual([
        ['payment', Math.round(due.depositDue * 100)],
        ['payment', Math.round((due.total - due.depositDue) * 100)],
        ['payment', 5000],
        ['refund', 3800],
      ]);
    }, 30_000);
    expect((await booking(id, token)).payments).toHaveLength(4);
  });
});

describe('paying a booking by bank transfer', () => {
  it("offers a bank transfer with the shop's details and the booking's reference once the desk has set them", async () => {
    const { id, token } = await sentQuote(stack.url, quoteRecorder!, {
      productId: mixer.id,
      quantity: 1,
      start,
      end,
      customer: { name: 'Tran Sfer', email: 'tran@example.co.uk' },
    });
    const transfer = async () =>
      (
        await request(stack.url).post('/graphql').send({
          query:
            'query($id: Int!, $token: String) { hireQuote(id: $id, token: $token) { booking { bankTransfer { accountName sortCode accountNumber reference } } } }',
          variables: { id, token },
        })
      ).body.data.hireQuote.booking.bankTransfer;
    expect(await transfer()).toBeNull();

    const saved = await browser(stack.url, adminToken)
      .put('/api/admin/hire/settings')
      .send({
        ...hireSettingsFieldsOf(DEFAULT_HIRE_SETTINGS),
        bankAccountName: 'SoundHire Ltd',
        bankSortCode: '40 11 62',
        bankAccountNumber: '21876543',
      });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ bankSortCode: '40-11-62' });
    expect(await transfer()).toEqual({
      accountName: 'SoundHire Ltd',
      sortCode: '40-11-62',
      accountNumber: '21876543',
      reference: `HIRE-${id}`,
    });
  });
});
