import mongoose from 'mongoose';
import { sessionRequest, startPayments, type PaymentsUnderTest } from './support/payments';

/**
 * Which methods Stripe's page offers: card always, PayPal only while the Payments card has it on, as sent to Stripe
 * (what the stand-in, in front of stripe-mock, received) and as its page shows them.
 */
describe("the payment page's methods", () => {
  let payments: PaymentsUnderTest;
  let db: mongoose.Connection;

  beforeAll(async () => {
    payments = await startPayments();
    db = payments.db;
  });
  afterAll(() => payments.stop());

  const save = async (paypalEnabled: boolean) =>
    expect(
      (await payments.call('POST', '/internal/payment-settings', { publishableKey: 'pk_test_abc', paypalEnabled }))
        .status,
    ).toBe(200);
  const open = async (request = sessionRequest()) => {
    const opened = await payments.call('POST', '/internal/checkout-sessions', request);
    expect(opened.status).toBe(201);
    return { ...opened.body, session: payments.stripe.sessions.get(opened.body.sessionId)! };
  };
  const pageOf = async (checkoutUrl: string) => (await fetch(checkoutUrl)).text();

  it('offers card and PayPal before the card is saved, as the shop always did', async () => {
    const { session, checkoutUrl } = await open();
    expect(session.object.payment_method_types).toEqual(['card', 'paypal']);
    expect(await pageOf(checkoutUrl)).toContain('Pay with PayPal');
  });

  it('sends Stripe only card while PayPal is off, and its page takes no PayPal', async () => {
    await save(false);
    const { session, checkoutUrl } = await open();
    expect(session.paymentMethodTypes).toEqual(['card']);
    expect(session.object.payment_method_types).toEqual(['card']);
    const page = await pageOf(checkoutUrl);
    expect(page).toContain('>Pay</button>');
    expect(page).not.toContain('PayPal');
    const paypal = await fetch(`${checkoutUrl}/paypal`, { method: 'POST', redirect: 'manual' });
    expect(paypal.status).toBe(400);
    await expect(payments.stripe.pay(session.id, 'paypal')).rejects.toThrow('does not offer paypal');
    expect(session.status).toBe('open');

    await save(true);
    const on = await open();
    expect(on.session.object.payment_method_types).toEqual(['card', 'paypal']);
    const paid = await fetch(`${on.checkoutUrl}/paypal`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(on.session.paidWith).toBe('paypal');
  });

  it('reads the switch afresh: turned off by another replica, the next page offers no PayPal at once', async () => {
    await save(true);
    await open();
    // Another replica's save: this one's cached keys still say PayPal is on.
    await db.collection('payment_settings').updateOne({ _id: 'stripe' as never }, { $set: { paypalEnabled: false } });
    expect((await payments.call('GET', '/internal/payment-options')).body).toEqual({ paypal: false });
    const { session } = await open();
    expect(session.object.payment_method_types).toEqual(['card']);
  });

  it("keeps a payment's methods when it is asked again after the switch, so Stripe is asked the same", async () => {
    await save(false);
    const request = sessionRequest();
    const first = await open(request);
    // As if the service stopped before writing the session down: asked again, it asks Stripe again.
    await db.collection('payments').updateOne({ id: first.id }, { $set: { sessionId: null, checkoutUrl: null } });
    await save(true);
    const again = await open(request);
    // The same session: Stripe answered the first request's idempotency key with the same methods.
    expect(again.sessionId).toBe(first.sessionId);
    expect(again.session.object.payment_method_types).toEqual(['card']);
  });

  it("opens a card-only page when Stripe refuses PayPal (on in the card, not among Stripe's methods)", async () => {
    await save(true);
    payments.stripe.activatedMethods.delete('paypal');
    try {
      const request = sessionRequest();
      const { id, sessionId, session } = await open(request);
      expect(session.paymentMethodTypes).toEqual(['card']);
      // Kept with the payment: asked again, Stripe is asked the same and answers the same page.
      expect((await db.collection('payments').findOne({ id }))?.paymentMethodTypes).toEqual(['card']);
      await db.collection('payments').updateOne({ id }, { $set: { sessionId: null, checkoutUrl: null } });
      expect((await open(request)).sessionId).toBe(sessionId);
    } finally {
      payments.stripe.activatedMethods.add('paypal');
    }
  });
});
