import Stripe from 'stripe';
import type { PaymentsConfig } from '../config';

/**
 * The Stripe SDK as this service uses it: the account's key, and locally the stand-in's address instead of
 * Stripe's. Retries of a failed call are the SDK's, each with the call's own idempotency key.
 */
export function createStripeClient(config: Pick<PaymentsConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'SoundHire Pro shop' },
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
