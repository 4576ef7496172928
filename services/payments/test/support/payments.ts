import mongoose from 'mongoose';
import { signGatewayRequest, type StartedService } from '@shop/kit';
import { dropDatabase, testEnv } from '@shop/kit/testing';
import { startStripeStandIn, type StripeEventShape, type StripeStandIn } from '@shop/test-support/stripe';
import { paymentsService } from '../../src/app';

export const WEBHOOK_SECRET = 'whsec_payments_test_secret';

export interface PaymentsUnderTest {
  url: string;
  /** The service's own database, for a test that reads or sets what is stored as it is. */
  db: mongoose.Connection;
  stripe: StripeStandIn;
  /** Calls the internal API as another service does: signed with the internal secret. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's JSON answer, read by the tests as they expect it
  call: (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; body: any }>;
  /** A webhook posted straight to the service, as anyone on the internet could. */
  postWebhook: (payload: string, signature?: string) => Promise<Response>;
  stop: () => Promise<void>;
}

/**
 * The payments service on its own database and Kafka namespace, talking to the Stripe stand-in (in front of
 * stripe-mock), whose webhooks come back to the service's webhook route.
 */
export async function startPayments(): Promise<PaymentsUnderTest> {
  const stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  const env = testEnv('payments', {
    STRIPE_API_BASE: stripe.apiBase,
    STRIPE_SECRET_KEY: 'sk_test_PaymentsTestKey',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const service = paymentsService(env);
  const started: StartedService = await service.start();
  stripe.webhookUrl = `${started.url}/webhooks/stripe`;
  const secret = env.INTERNAL_SECRET ?? 'development-only-internal-secret-change-me';
  const db = await mongoose
    .createConnection(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', { dbName: env.MONGODB_DB! })
    .asPromise();
  return {
    url: started.url,
    db,
    stripe,
    call: async (method, path, body) => {
      const raw = body === undefined ? '' : JSON.stringify(body);
      const res = await fetch(`${started.url}${path}`, {
        method,
        headers: {
          ...(raw && { 'content-type': 'application/json' }),
          ...signGatewayRequest({ method, url: path, body: raw, headers: {} }, secret),
        },
        body: raw || undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    postWebhook: (payload, signature) =>
      fetch(`${started.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
        body: payload,
      }),
    stop: async () => {
      await db.close();
      await service.stop();
      await stripe.stop();
      await dropDatabase(env.MONGODB_DB!);
    },
  };
}

let nextSubject = 1;

/** What a service would send for a fresh subject: a £123.45 order. */
export const sessionRequest = (overrides: Record<string, unknown> = {}) => ({
  subjectType: 'order',
  subjectId: nextSubject++,
  purpose: 'order-total',
  attempt: 1,
  amountPence: 12_345,
  description: 'SoundHire Pro order',
  customerEmail: 'buyer@example.com',
  successUrl: 'http://localhost:4000/checkout/paid?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:4000/checkout',
  ...overrides,
});

/** Stripe's checkout.session.completed for a payment's session, paid with `paymentIntent`. */
export const checkoutCompleted = (
  sessionId: string,
  paymentId: number,
  { id, paymentIntent }: { id: string; paymentIntent: string },
): StripeEventShape => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  api_version: '2026-10-28.endive',
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      payment_intent: paymentIntent,
      metadata: { paymentId: String(paymentId) },
    },
  },
});
