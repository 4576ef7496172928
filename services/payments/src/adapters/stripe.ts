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

/** The shop's Stripe account as the use cases reach it: its keys can change (a save of the Payments card). */
export interface StripeAccount {
  /** The SDK for the secret key in effect; a new key gets a new client, the same key the same one. */
  client(): Promise<Stripe>;
  /** The webhook signing secret in effect. */
  webhookSecret(): Promise<string>;
}

export function stripeAccount(
  keys: () => Promise<{ secretKey: string; webhookSecret: string }>,
  config: Pick<PaymentsConfig, 'STRIPE_API_BASE'>,
): StripeAccount {
  let current: { secretKey: string; client: Stripe } | null = null;
  return {
    async client() {
      const { secretKey } = await keys();
      if (current?.secretKey !== secretKey) {
        current = { secretKey, client: createStripeClient({ ...config, STRIPE_SECRET_KEY: secretKey }) };
      }
      return current.client;
    },
    webhookSecret: async () => (await keys()).webhookSecret,
  };
}
