import Stripe from 'stripe';
import { ukCalendarDay } from '@shop/contracts';
import { mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { adminToken, browser } from './support/shop';

/**
 * The admin's reconciliation reports through the gateway (GET/POST /api/admin/payments/reconciliations), payments
 * talking to the Stripe stand-in in front of stripe-mock: admins only, amounts in GBP, Stripe's ids shown.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack(['content', 'payments']);
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

const PATH = '/api/admin/payments/reconciliations';

describe('payments reconciliation for admins (/api/admin/payments/reconciliations)', () => {
  it.each([
    ['nobody signed in', undefined, 401],
    ['a customer', `Bearer ${mintToken('user')}`, 403],
  ])('refuses %s', async (_who, token, status) => {
    expect((await browser(stack.url, token).get(PATH)).status).toBe(status);
    expect((await browser(stack.url, token).post(PATH).send({})).status).toBe(status);
  });

  it('runs a day now and lists it, each difference with its Stripe id and amounts in GBP', async () => {
    const base = new URL(stack.stripe!.apiBase);
    const sdk = new Stripe('sk_test_GatewayTestKey', {
      host: base.hostname,
      port: Number(base.port),
      protocol: 'http',
    });
    // Paid at Stripe, made outside the shop: payments records nothing of it.
    const stray = await sdk.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://localhost:4000/checkout/paid',
      line_items: [
        { quantity: 2, price_data: { currency: 'gbp', unit_amount: 1_250, product_data: { name: 'Stray' } } },
      ],
    });
    await stack.stripe!.pay(stray.id);

    const day = ukCalendarDay(new Date());
    const run = await browser(stack.url, adminToken).post(PATH).send({ day });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ day, matched: 0 });
    expect(run.body.differences).toEqual([
      {
        kind: 'unrecorded',
        object: 'payment',
        stripeId: stray.id,
        paymentId: null,
        stripeAmount: 25,
        recordedAmount: null,
        detail: 'paid at Stripe; no payment recorded',
      },
    ]);

    const listed = await browser(stack.url, adminToken).get(PATH).query({ days: 7 });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual(run.body);
  });

  it('refuses a day that is not a day, naming the field', async () => {
    const res = await browser(stack.url, adminToken).post(PATH).send({ day: '29/11/2026' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^day: /);
    expect((await browser(stack.url, adminToken).get(PATH).query({ days: 0 })).status).toBe(400);
  });
});
