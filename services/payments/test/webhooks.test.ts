import { recordEvents, eventually, type EventRecorder } from '@shop/kit/testing';
import type { StripeEventShape } from '@shop/test-support/stripe';
import { checkoutCompleted, sessionRequest, startPayments, type PaymentsUnderTest } from './support/payments';

interface PaymentEvent {
  type: string;
  data: { paymentId: number; amountPence?: number; refundedPence?: number };
}

/**
 * Stripe's webhooks against the payments service, end to end: the SDK talks to the Stripe stand-in in front of
 * stripe-mock, the stand-in's payment page plays the customer and sends the signed webhooks back, and the
 * payment events are read from real Kafka.
 */
describe('payments and Stripe webhooks', () => {
  let payments: PaymentsUnderTest;
  let recorder: EventRecorder<PaymentEvent['data']>;

  beforeAll(async () => {
    payments = await startPayments();
    recorder = await recordEvents('payments.payment');
  });
  afterAll(async () => {
    await recorder.stop();
    await payments.stop();
  });

  const open = async (overrides: Record<string, unknown> = {}) => {
    const res = await payments.call('POST', '/internal/checkout-sessions', sessionRequest(overrides));
    expect(res.status).toBe(201);
    return res.body as { id: number; sessionId: string; checkoutUrl: string; subjectId: number; state: string };
  };
  const read = async (id: number) => (await payments.call('GET', `/internal/payments/${id}`)).body;
  const eventsOf = (paymentId: number, type: string) =>
    recorder.events.filter((e) => e.type === type && e.data.paymentId === paymentId);
  const completedEvent = (sessionId: string, paymentId: number, id = `evt_test_${Date.now()}`) =>
    checkoutCompleted(sessionId, paymentId, { id, paymentIntent: 'pi_forged' });

  it('opens one Stripe session for a subject and attempt, however often and however concurrently it is asked', async () => {
    const request = sessionRequest();
    const answers = await Promise.all(
      [1, 2, 3].map(() => payments.call('POST', '/internal/checkout-sessions', request)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const again = await payments.call('POST', '/internal/checkout-sessions', request);
    const ids = new Set([...answers, again].map((a) => `${a.body.id} ${a.body.sessionId}`));
    expect(ids.size).toBe(1);
    const { id, sessionId, checkoutUrl } = again.body;
    expect(checkoutUrl).toBe(payments.stripe.pageUrl(sessionId));
    const atStripe = [...payments.stripe.sessions.values()].filter((s) => s.metadata.paymentId === String(id));
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({ amountTotal: 12_345, currency: 'gbp', status: 'open' });
    expect(atStripe[0].metadata).toMatchObject({ subjectType: 'order', subjectId: String(request.subjectId) });
    await eventually(() => expect(eventsOf(id, 'PaymentSessionOpened')).toHaveLength(1));

    // Another amount for the same attempt is a mistake of the caller's, not a second payment.
    const other = await payments.call('POST', '/internal/checkout-sessions', { ...request, amountPence: 999 });
    expect(other).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^amountPence: /) } });
    // The amount is checked at the edge: pence, whole, at least Stripe's floor.
    const bad = await payments.call('POST', '/internal/checkout-sessions', sessionRequest({ amountPence: 12.5 }));
    expect(bad).toMatchObject({ status: 400, body: { message: 'amountPence: must be a whole number of pence' } });
  });

  it('serves the internal API to signed callers only, and the webhook to anyone (Stripe signs it)', async () => {
    const unsigned = await fetch(`${payments.url}/internal/checkout-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sessionRequest()),
    });
    expect(unsigned.status).toBe(401);
    const notJson = await payments.postWebhook('{"id": ', payments.stripe.sign('{"id": '));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('refuses an unsigned, a forged and a replayed webhook with 400, and changes nothing', async () => {
    const payment = await open();
    const event = completedEvent(payment.sessionId, payment.id);
    const payload = JSON.stringify(event);

    const unsigned = await payments.postWebhook(payload);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ message: 'Stripe-Signature: the header is missing' });

    const forged = await payments.postWebhook(payload, payments.stripe.sign(payload, undefined, 'whsec_someone_else'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'Stripe-Signature: the signature does not match the payload' });

    // Signed with the right secret, but the body changed after signing.
    const tampered = await payments.postWebhook(payload.replace('"paid"', '"paid" '), payments.stripe.sign(payload));
    expect(tampered.status).toBe(400);

    // A delivery captured an hour ago and sent again.
    const replayed = await payments.stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(replayed.status).toBe(400);
    expect(JSON.parse(replayed.body)).toEqual({
      message: 'Stripe-Signature: the event was signed too long ago to be taken (a replayed delivery?)',
    });

    const stored = await read(payment.id);
    expect(stored).toMatchObject({ state: 'open', paymentIntentId: null });
    expect(eventsOf(payment.id, 'PaymentSucceeded')).toEqual([]);
  });

  it('records one payment and one PaymentSucceeded when the same event comes 5 times and others come late', async () => {
    const payment = await open();
    const declined = await payments.stripe.decline(payment.sessionId);
    const paid = await payments.stripe.pay(payment.sessionId);
    const expired: StripeEventShape = {
      ...paid,
      id: `${paid.id}_expired`,
      type: 'checkout.session.expired',
      data: { object: { ...paid.data.object, status: 'expired', payment_status: 'unpaid' } },
    };
    // Stripe retried the success 5 times at once; the decline and an expiry arrive after it.
    const deliveries = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => payments.stripe.deliver(paid)),
      payments.stripe.deliver(declined),
      payments.stripe.deliver(expired),
    ]);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);

    const stored = await read(payment.id);
    expect(stored).toMatchObject({ state: 'succeeded', paymentIntentId: paid.data.object.payment_intent });
    const ofSubject = await payments.call('GET', `/internal/payments?subjectType=order&subjectId=${payment.subjectId}`);
    expect(ofSubject.body).toHaveLength(1);
    await eventually(() => {
      expect(eventsOf(payment.id, 'PaymentFailed')).toHaveLength(1);
      expect(eventsOf(payment.id, 'PaymentSucceeded')).toHaveLength(1);
    });
    // The decline came first at Stripe, so it counted; nothing after the success did.
    const published = recorder.events.filter((e) => e.data.paymentId === payment.id).map((e) => e.type);
    expect(published).toEqual(['PaymentSessionOpened', 'PaymentFailed', 'PaymentSucceeded']);
  });

  it('answers 200 to an event for a session the shop does not know, and records nothing', async () => {
    const before = await payments.call('GET', '/internal/payments?subjectType=order&subjectId=999999');
    const stranger = completedEvent('cs_test_unknown_session', 0, 'evt_test_stranger');
    stranger.data.object.metadata = {};
    const answer = await payments.stripe.deliver(stranger);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ received: true }) });
    const after = await payments.call('GET', '/internal/payments?subjectType=order&subjectId=999999');
    expect(after.body).toEqual(before.body);
  });

  it('takes the customer through the payment page: Pay sends them back to the shop and the payment succeeds', async () => {
    const payment = await open();
    const page = await fetch(payment.checkoutUrl);
    expect(await page.text()).toContain('Pay £123.45');
    const pressed = await fetch(`${payment.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`http://localhost:4000/checkout/paid?session=${payment.sessionId}`);
    expect((await read(payment.id)).state).toBe('succeeded');
  });

  it('expires a payment the customer abandons', async () => {
    const payment = await open();
    const pressed = await fetch(`${payment.checkoutUrl}/abandon`, { method: 'POST', redirect: 'manual' });
    expect(pressed.headers.get('location')).toBe('http://localhost:4000/checkout');
    expect((await read(payment.id)).state).toBe('expired');
    await eventually(() => expect(eventsOf(payment.id, 'PaymentExpired')).toHaveLength(1));
  });

  it('refunds once per reference, confirmed by the charge.refunded webhook', async () => {
    const payment = await open({ amountPence: 10_000 });
    await payments.stripe.pay(payment.sessionId);
    const refund = { amountPence: 2_500, reference: 'order-cancel-line-1', reason: 'Line cancelled' };
    const asked = await Promise.all(
      [1, 2, 3].map(() => payments.call('POST', `/internal/payments/${payment.id}/refunds`, refund)),
    );
    expect(asked.map((a) => a.status)).toEqual([200, 200, 200]);
    await eventually(async () => {
      const stored = await read(payment.id);
      expect(stored.refunds).toEqual([
        expect.objectContaining({ amountPence: 2_500, reference: 'order-cancel-line-1', state: 'confirmed' }),
      ]);
      expect(stored.refundedPence).toBe(2_500);
    });
    // The stand-in notes a delivery once payments has answered it, a moment after payments recorded it.
    const refundedAtStripe = () =>
      payments.stripe.sent.filter(
        (s) =>
          s.event.type === 'charge.refunded' && s.event.data.object.payment_intent === asked[0].body.paymentIntentId,
      );
    await eventually(() => expect(refundedAtStripe()).toHaveLength(1));
    await eventually(() =>
      expect(eventsOf(payment.id, 'PaymentRefunded')).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ amountPence: 2_500, refundedPence: 2_500 }) }),
      ]),
    );
    // The charge.refunded event delivered again changes nothing.
    await payments.stripe.deliver(refundedAtStripe()[0].event);

    // The rest, then nothing more.
    const rest = await payments.call('POST', `/internal/payments/${payment.id}/refunds`, { reference: 'order-cancel' });
    expect(rest.status).toBe(200);
    await eventually(async () => expect((await read(payment.id)).refundedPence).toBe(10_000));
    const more = await payments.call('POST', `/internal/payments/${payment.id}/refunds`, { reference: 'again' });
    expect(more).toMatchObject({
      status: 400,
      body: { message: 'amountPence: at most £0.00 of this payment can be refunded' },
    });
    await eventually(() => expect(eventsOf(payment.id, 'PaymentRefunded')).toHaveLength(2));
  });
});
