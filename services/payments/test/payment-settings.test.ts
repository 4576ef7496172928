import mongoose from 'mongoose';
import {
  checkoutCompleted,
  sessionRequest,
  startPayments,
  WEBHOOK_SECRET,
  type PaymentsUnderTest,
} from './support/payments';

const STORED_SECRET_KEY = 'sk_test_StoredInSettings9xQz';
const STORED_WEBHOOK_SECRET = 'whsec_stored_in_settings_7Kp2';

/**
 * The admin's Payments card on the real database: the secrets sealed at rest, never answered, and the keys saved
 * taking over from the environment's without a restart (the webhook's signing secret at once on this replica).
 */
describe('payments settings', () => {
  let payments: PaymentsUnderTest;
  let db: mongoose.Connection;

  beforeAll(async () => {
    payments = await startPayments();
    db = payments.db;
  });
  afterAll(() => payments.stop());

  const rawSettings = () => db.collection('payment_settings').findOne({ _id: 'stripe' as never });
  const save = (body: object) => payments.call('POST', '/internal/payment-settings', body);
  const post = (payload: string, secret: string) =>
    payments.postWebhook(payload, payments.stripe.sign(payload, undefined, secret));
  const completed = (sessionId: string, paymentId: number) =>
    checkoutCompleted(sessionId, paymentId, {
      id: `evt_settings_${paymentId}_${Date.now()}`,
      paymentIntent: `pi_settings_${paymentId}`,
    });

  it("answers the environment's keys' mode before a save, and PayPal offered as the shop always did", async () => {
    expect((await payments.call('GET', '/internal/payment-settings')).body).toEqual({
      mode: 'test',
      publishableKey: null,
      paypalEnabled: true,
      secretKey: { set: false, last4: null },
      webhookSecret: { set: false, last4: null },
      saved: false,
    });
    expect((await payments.call('GET', '/internal/payment-options')).body).toEqual({ paypal: true });
  });

  it('refuses a live secret key with a test publishable key (400 naming the field) and writes nothing', async () => {
    const mixed = await save({ publishableKey: 'pk_test_abc', paypalEnabled: false, secretKey: 'sk_live_abc123' });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toMatch(/^publishableKey: /);
    // With no secret key given, the environment's test key is the one in effect: a live publishable key is a mix.
    const live = await save({ publishableKey: 'pk_live_abc', paypalEnabled: false });
    expect(live.status).toBe(400);
    const notAKey = await save({ publishableKey: 'pk_test_abc', paypalEnabled: false, webhookSecret: 'nope' });
    expect(notAKey).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^webhookSecret: /) } });
    expect(await rawSettings()).toBeNull();
  });

  it('stores the secrets encrypted, answers only their last 4, and verifies webhooks with the saved secret at once', async () => {
    const opened = await payments.call('POST', '/internal/checkout-sessions', sessionRequest());
    expect(opened.status).toBe(201);

    const saved = await save({
      publishableKey: 'pk_test_PublishableKey',
      paypalEnabled: false,
      secretKey: STORED_SECRET_KEY,
      webhookSecret: STORED_WEBHOOK_SECRET,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      mode: 'test',
      publishableKey: 'pk_test_PublishableKey',
      paypalEnabled: false,
      secretKey: { set: true, last4: '9xQz' },
      webhookSecret: { set: true, last4: '7Kp2' },
      saved: true,
    });
    const read = await payments.call('GET', '/internal/payment-settings');
    expect(JSON.stringify(read.body)).not.toContain(STORED_SECRET_KEY);
    expect(JSON.stringify(read.body)).not.toContain(STORED_WEBHOOK_SECRET);
    expect((await payments.call('GET', '/internal/payment-options')).body).toEqual({ paypal: false });

    // At rest: sealed (AES-256-GCM), the plain keys nowhere in the document.
    const raw = await rawSettings();
    expect(raw).toMatchObject({
      publishableKey: 'pk_test_PublishableKey',
      secretKey: { iv: expect.any(String), tag: expect.any(String), data: expect.any(String) },
      webhookSecret: { iv: expect.any(String), tag: expect.any(String), data: expect.any(String) },
    });
    const rawText = JSON.stringify(raw);
    expect(rawText).not.toContain(STORED_SECRET_KEY);
    expect(rawText).not.toContain(STORED_WEBHOOK_SECRET);
    expect(rawText).not.toContain('StoredInSettings');

    // The environment's secret no longer signs for the shop; the saved one does.
    const payload = JSON.stringify(completed(opened.body.sessionId, opened.body.id));
    const old = await post(payload, WEBHOOK_SECRET);
    expect(old.status).toBe(400);
    expect((await payments.call('GET', `/internal/payments/${opened.body.id}`)).body.state).toBe('open');
    const taken = await post(payload, STORED_WEBHOOK_SECRET);
    expect(taken.status).toBe(200);
    expect((await payments.call('GET', `/internal/payments/${opened.body.id}`)).body.state).toBe('succeeded');
  });

  it('keeps the saved secrets when a save leaves them blank, and refuses a live publishable key beside them', async () => {
    const before = await rawSettings();
    const kept = await save({
      publishableKey: 'pk_test_Another',
      paypalEnabled: true,
      secretKey: '',
      webhookSecret: '',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ paypalEnabled: true, secretKey: { set: true, last4: '9xQz' } });
    const after = await rawSettings();
    expect(after?.secretKey).toEqual(before?.secretKey);
    expect(after?.webhookSecret).toEqual(before?.webhookSecret);

    const mixed = await save({ publishableKey: 'pk_live_Another', paypalEnabled: false });
    expect(mixed).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^publishableKey: /) } });
    expect((await rawSettings())?.publishableKey).toBe('pk_test_Another');
  });
});
