import Stripe from 'stripe';
import { ukCalendarDay } from '@shop/contracts';
import { eventually } from '@shop/kit/testing';
import { sessionRequest, startPayments, type PaymentsUnderTest } from './support/payments';

/**
 * The day's reconciliation against the Stripe stand-in (in front of stripe-mock), which lists the sessions and
 * refunds it made as Stripe lists them: what payments recorded from the webhooks matches, and a payment Stripe took
 * whose webhook named no payment of ours is the one difference reported.
 */
describe("reconciling a day's payments with Stripe", () => {
  let payments: PaymentsUnderTest;
  let sdk: Stripe;

  beforeAll(async () => {
    payments = await startPayments();
    const base = new URL(payments.stripe.apiBase);
    sdk = new Stripe('sk_test_PaymentsTestKey', { host: base.hostname, port: Number(base.port), protocol: 'http' });
  });
  afterAll(async () => {
    await payments.stop();
  });

  const paidPayment = async () => {
    const opened = await payments.call('POST', '/internal/checkout-sessions', sessionRequest());
    expect(opened.status).toBe(201);
    await payments.stripe.pay(opened.body.sessionId);
    await eventually(async () => {
      expect((await payments.call('GET', `/internal/payments/${opened.body.id}`)).body.state).toBe('succeeded');
    });
    return opened.body as { id: number; sessionId: string };
  };

  it("lists the stand-in's sessions and refunds as Stripe does: newest first, by page, within created bounds", async () => {
    const first = await paidPayment();
    const second = await paidPayment();
    const page = await sdk.checkout.sessions.list({ limit: 1 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/checkout/sessions' });
    expect(page.data.map((s) => s.id)).toEqual([second.sessionId]);
    const all = await sdk.checkout.sessions.list({ limit: 1 }).autoPagingToArray({ limit: 10 });
    expect(all.map((s) => s.id)).toEqual([second.sessionId, first.sessionId]);
    const later = await sdk.checkout.sessions.list({ created: { gte: Math.floor(Date.now() / 1000) + 60 } });
    expect(later.data).toEqual([]);
    expect((await sdk.refunds.list()).data).toEqual([]);
  });

  it('reports two payments and a refund matched, and exactly the payment whose webhook never reached a payment', async () => {
    await paidPayment();
    const target = await paidPayment();
    const asked = await payments.call('POST', `/internal/payments/${target.id}/refunds`, {
      amountPence: 1_000,
      reference: 'reconciliation-test',
    });
    expect(asked.status).toBe(200);
    await eventually(async () => {
      const stored = (await payments.call('GET', `/internal/payments/${target.id}`)).body;
      expect(stored.refunds.map((r: { state: string }) => r.state)).toEqual(['confirmed']);
    });

    // Paid at Stripe, but its webhook names no payment of the shop's (made outside it): payments records nothing.
    const stray = await sdk.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://localhost:4000/checkout/paid',
      line_items: [
        { quantity: 1, price_data: { currency: 'gbp', unit_amount: 4_200, product_data: { name: 'Stray' } } },
      ],
    });
    await payments.stripe.pay(stray.id);

    // Every session the shop paid today (this test's two, and the listing test's), and the refund.
    const shopPaid = [...payments.stripe.sessions.values()].filter((s) => s.status === 'complete' && s.id !== stray.id);
    const run = await payments.call('POST', '/internal/reconciliations', { day: ukCalendarDay(new Date()) });
    expect(run.status).toBe(200);
    expect(run.body.matched).toBe(shopPaid.length + 1);
    expect(run.body.differences).toEqual([
      {
        kind: 'unrecorded',
        object: 'payment',
        stripeId: stray.id,
        paymentId: null,
        stripePence: 4_200,
        recordedPence: null,
        detail: 'paid at Stripe; no payment recorded',
      },
    ]);

    const listed = await payments.call('GET', '/internal/reconciliations?days=7');
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({ day: ukCalendarDay(new Date()), matched: run.body.matched });
    expect(listed.body[0].differences).toHaveLength(1);
  });

  it('refuses a day that is not a day, naming the field', async () => {
    const res = await payments.call('POST', '/internal/reconciliations', { day: 'yesterday' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^day: /);
  });
});
