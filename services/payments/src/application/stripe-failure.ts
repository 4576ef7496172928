import Stripe from 'stripe';
import { ServiceUnavailable, Unprocessable } from '@shop/kit';

/**
 * Runs a Stripe call, turning its failures into the shop's errors: Stripe refusing the request (a 4xx: a card
 * error, an invalid amount) is 422 with Stripe's message; Stripe unreachable or failing (after the SDK's own
 * retries) is 503, and the same call with the same idempotency key may be tried again.
 */
export async function stripeFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && err.statusCode !== undefined && err.statusCode < 500) {
      throw new Unprocessable(`Stripe refused the request: ${err.message}`);
    }
    throw new ServiceUnavailable('Stripe could not be reached; try again in a moment');
  }
}
