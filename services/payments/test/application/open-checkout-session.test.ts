import { ServiceUnavailable } from '@shop/kit';
import { freePort, openTestDatabase } from '@shop/kit/testing';
import { startStripeStandIn, type StripeStandIn } from '@shop/test-support/stripe';
import { createLogger } from '@shop/kit';
import { createStripeClient } from '../../src/adapters/stripe';
import { openCheckoutSession } from '../../src/application/open-checkout-session';
import type { PaymentsDeps } from '../../src/application/deps';
import { createModels, createStores, type PaymentsModels } from '../../src/models';
import { sessionRequest, WEBHOOK_SECRET } from '../support/payments';

/** Opening a payment page, without HTTP: what happens when Stripe cannot be reached between the two steps. */
describe('opening a checkout session', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase<PaymentsModels>>>;
  let stripe: StripeStandIn;
  const depsWith = (apiBase: string): PaymentsDeps => ({
    connection: db.connection,
    models: db.models,
    stores: createStores(db.models, () => undefined),
    stripe: createStripeClient({ STRIPE_SECRET_KEY: 'sk_test_PaymentsTestKey', STRIPE_API_BASE: apiBase }),
    config: {
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: 300,
      CHECKOUT_SESSION_MINUTES: 30,
    },
    logger: createLogger('payments-test', 'silent'),
  });

  beforeAll(async () => {
    db = await openTestDatabase('payments', createModels);
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
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
});
