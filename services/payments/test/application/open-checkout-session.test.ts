import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceUnavailable } from '@shop/kit';
import { freePort, openTestDatabase } from '@shop/kit/testing';
import { startStripeStandIn, type StripeStandIn } from '@shop/test-support/stripe';
import { createLogger } from '@shop/kit';
import { stripeAccount } from '../../src/adapters/stripe';
import { openCheckoutSession } from '../../src/application/open-checkout-session';
import { takeStripeWebhook } from '../../src/application/take-stripe-webhook';
import type { PaymentsDeps } from '../../src/application/deps';
import { createModels, createStores, type PaymentsModels } from '../../src/models';
import { sessionRequest, WEBHOOK_SECRET } from '../support/payments';

/**
 * Opening a payment page, without the service's HTTP: what happens when Stripe cannot be reached between the two
 * steps, and when its webhook comes before the session's id was stored.
 */
describe('opening a checkout session', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase<PaymentsModels>>>;
  let stripe: StripeStandIn;
  const depsWith = (apiBase: string): PaymentsDeps => ({
    connection: db.connection,
    models: db.models,
    stores: createStores(db.models, () => undefined),
    stripe: stripeAccount(async () => ({ secretKey: 'sk_test_PaymentsTestKey', webhookSecret: WEBHOOK_SECRET }), {
      STRIPE_API_BASE: apiBase,
    }),
    paymentOptions: async () => ({ paypal: true }),
    config: {
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: 300,
      CHECKOUT_SESSION_MINUTES: 30,
    },
    logger: createLogger('payments-test', 'silent'),
  });

  let webhooks: Server;

  beforeAll(async () => {
    db = await openTestDatabase('payments', createModels);
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    // The stand-in's webhooks go straight to the use case, with the raw body and signature as the route passes them.
    const take = takeStripeWebhook(depsWith(stripe.apiBase));
    webhooks = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      await take(Buffer.concat(chunks), req.headers['stripe-signature'] as string);
      res.end('{}');
    });
    await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));
    stripe.webhookUrl = `http://127.0.0.1:${(webhooks.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => webhooks.close(resolve));
    await stripe.stop();
    await db.close();
  });

  it('keeps the payment when Stripe cannot be reached, and opens its one session when asked again', async () => {
    const request = sessionRequest();
    const unreachable = openCheckoutSession(depsWith(`http://127.0.0.1:${await freePort()}`));
    await expect(unreachable(request)).rejects.toThrow(ServiceUnavailable);
    const kept = await db.models.Payment.findOne({ subjectId: request.subjectId }).lean();
    expect(kept).toMatchObject({ state: 'open', sessionId: null, amountPence: 12_345 });

    const open = openCheckoutSession(depsWith(stripe.apiBase));
    const [first, second] = await Promise.all([open(request), open(request)]);
    expect(first.id).toBe(kept!.id);
    expect(second.sessionId).toBe(first.sessionId);
    expect([...stripe.sessions.values()].filter((s) => s.metadata.paymentId === String(first.id))).toHaveLength(1);
    const stored = await db.models.Payment.findOne({ id: first.id }).lean();
    expect(stored!.pendingEvents.map((e) => e.type)).toEqual(['PaymentSessionOpened']);
    // Stripe closes the page CHECKOUT_SESSION_MINUTES after the payment was recorded (and a little more).
    const minutes = (stored!.sessionExpiresAt!.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(30);
    expect(minutes).toBeLessThanOrEqual(33);
  });

  it("finds by the session's metadata a payment whose session id was never stored, and takes its payment", async () => {
    const request = sessionRequest();
    await expect(openCheckoutSession(depsWith(`http://127.0.0.1:${await freePort()}`))(request)).rejects.toThrow(
      ServiceUnavailable,
    );
    const kept = await db.models.Payment.findOne({ subjectId: request.subjectId }).lean();
    // Stripe made the session, but the service stopped before writing its id down.
    const session = await (
      await depsWith(stripe.apiBase).stripe.client()
    ).checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 12_345, product_data: { name: 'x' } } }],
      metadata: { paymentId: String(kept!.id) },
      success_url: request.successUrl,
    });
    await stripe.pay(session.id);
    const paid = await db.models.Payment.findOne({ id: kept!.id }).lean();
    expect(paid).toMatchObject({ state: 'succeeded', sessionId: session.id });
    expect(paid!.pendingEvents.map((e) => e.type)).toEqual(['PaymentSucceeded']);
  });
});
