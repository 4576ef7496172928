import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordEvents, eventually, type EventRecorder } from '@shop/kit/testing';
import { sessionRequest, startPayments, type PaymentsUnderTest } from './support/payments';

/**
 * A webhook that never got its answer (the service died mid-request, and takes a while to start again) is not lost:
 * the Stripe stand-in, as Stripe does, delivers the same event again, waiting longer each time, and the payment is
 * taken once.
 */
describe('a webhook delivery that failed', () => {
  let payments: PaymentsUnderTest;
  let recorder: EventRecorder<{ paymentId: number }>;
  let front: Server;
  /** The event ids the service's front saw, in order, and how many it cut off unanswered. */
  const seen: string[] = [];
  let toCut = 0;

  beforeAll(async () => {
    payments = await startPayments();
    recorder = await recordEvents('payments.payment');
    // In front of the webhook route: cuts off the next `toCut` deliveries unanswered, as a killed process does, and
    // passes the others on.
    front = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      seen.push((JSON.parse(raw) as { id: string }).id);
      if (toCut > 0) {
        toCut -= 1;
        return req.socket.destroy();
      }
      const answer = await fetch(`${payments.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': String(req.headers['content-type']),
          'stripe-signature': String(req.headers['stripe-signature']),
        },
        body: raw,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    payments.stripe.webhookUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => front.close(resolve));
    await recorder.stop();
    await payments.stop();
  });

  it('is delivered again until answered, and the payment is taken once', async () => {
    const opened = await payments.call('POST', '/internal/checkout-sessions', sessionRequest());
    expect(opened).toMatchObject({ status: 201 });
    const { id, sessionId } = opened.body as { id: number; sessionId: string };
    // Cut off for half a minute (1 + 2 + 4 + 8 + 16 s of waits), as long as a restart can take here.
    toCut = 5;
    const event = await payments.stripe.pay(sessionId);

    await eventually(async () => {
      expect((await payments.call('GET', `/internal/payments/${id}`)).body).toMatchObject({ state: 'succeeded' });
    }, 45_000);
    expect(seen).toEqual(Array(6).fill(event.id));
    // The stand-in notes the answer a moment after payments recorded the payment.
    await eventually(() =>
      expect(payments.stripe.sent.find((s) => s.event.id === event.id)).toMatchObject({ status: 200, deliveries: 6 }),
    );
    await eventually(() =>
      expect(recorder.events.filter((e) => e.type === 'PaymentSucceeded' && e.data.paymentId === id)).toHaveLength(1),
    );
  }, 90_000);
});
