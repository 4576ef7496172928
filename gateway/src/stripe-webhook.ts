import express, { type Express, type RequestHandler } from 'express';

/** Where Stripe is told to send its webhooks: the shop's one public address, passed on to the payments service. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe-webhook';

/** Stripe's events are a few kilobytes; its own ceiling on a payload is far below this. */
const WEBHOOK_BODY_LIMIT = '1mb';

/**
 * Stripe's webhook, passed to payments' /webhooks/stripe as it came: the exact bytes (the JSON parser before this
 * keeps them as `rawBody`; any other media type is read here) and the Stripe-Signature header, which payments checks
 * over those bytes. Payments' answer (200, or 400 for a forged or stale delivery) goes back to Stripe as it is;
 * no answer is 502, which Stripe retries.
 */
export function stripeWebhook(app: Express, paymentsUrl: string): void {
  const passOn: RequestHandler = async (req, res) => {
    const body = req.rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    const signature = req.header('stripe-signature');
    try {
      const answer = await fetch(`${paymentsUrl}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': req.header('content-type') ?? 'application/json',
          'x-request-id': String(req.id),
          ...(signature && { 'stripe-signature': signature }),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      res
        .status(answer.status)
        .type(answer.headers.get('content-type') ?? 'application/json')
        .send(Buffer.from(await answer.arrayBuffer()));
    } catch (err) {
      req.log.warn({ err, payments: paymentsUrl }, 'payments did not take a Stripe webhook');
      res.status(502).json({ message: 'Payments is not available right now; Stripe will try again' });
    }
  };
  app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), passOn);
}
