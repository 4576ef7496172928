import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

/** The local stand-ins' keys (Stripe's test-mode shapes): production refuses them. */
export const DEVELOPMENT_STRIPE_SECRET_KEY = 'sk_test_DevelopmentOnlyChangeMe';
export const DEVELOPMENT_STRIPE_WEBHOOK_SECRET = 'whsec_development_only_change_me';
export const DEVELOPMENT_SECRETS_KEY = 'development-only-payments-secrets-key';

export const paymentsConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4109),
  MONGODB_DB: z.string().default('shop_payments'),
  /** Key material for AES-256-GCM encryption of the Payments card's secrets (the Stripe secret key, the webhook's). */
  SECRETS_KEY: z.string().min(16).default(DEVELOPMENT_SECRETS_KEY),
  /**
   * The Stripe account's secret key (sk_live_… or sk_test_…; a restricted rk_… key works too), used while the admin's
   * Payments card has none saved; likewise the webhook's signing secret.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key')
    .default(DEVELOPMENT_STRIPE_SECRET_KEY),
  /** The signing secret of the webhook endpoint registered with Stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook signing secret')
    .default(DEVELOPMENT_STRIPE_WEBHOOK_SECRET),
  /**
   * Where the Stripe SDK sends its calls, for the local stand-in only (http://127.0.0.1:12180); unset, it talks to
   * Stripe itself. Production refuses it.
   */
  STRIPE_API_BASE: z.url().optional(),
  /** How old a webhook's signed time may be before it is refused as a replay (Stripe's own default, 5 minutes). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** How long a Checkout Session stays open before Stripe expires it (Stripe allows 30 minutes to 24 hours). */
  CHECKOUT_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(30)
    .max(24 * 60)
    .default(30),
  /** Where the VAT invoices' lines are asked for: orders' and hire's internal APIs. */
  ORDERS_URL: z.url().default('http://127.0.0.1:4105'),
  HIRE_URL: z.url().default('http://127.0.0.1:4106'),
  /** How often payments taken without a VAT invoice (their event dead-lettered) are looked for and invoiced. */
  MISSED_INVOICES_EVERY_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(15 * 60_000),
  /** How often yesterday's payments are reconciled with Stripe's (once a day; a run replaces the day's report). */
  RECONCILIATION_EVERY_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(24 * 3_600_000),
});

export type PaymentsConfig = z.output<typeof paymentsConfigSchema>;

export function readPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const config = loadConfig(paymentsConfigSchema, env);
  if (config.NODE_ENV === 'production') {
    if (config.STRIPE_SECRET_KEY === DEVELOPMENT_STRIPE_SECRET_KEY)
      throw new Error('Invalid configuration: STRIPE_SECRET_KEY must be set in production');
    if (config.STRIPE_WEBHOOK_SECRET === DEVELOPMENT_STRIPE_WEBHOOK_SECRET)
      throw new Error('Invalid configuration: STRIPE_WEBHOOK_SECRET must be set in production');
    if (config.SECRETS_KEY === DEVELOPMENT_SECRETS_KEY)
      throw new Error('Invalid configuration: SECRETS_KEY must be set in production');
    if (config.STRIPE_API_BASE)
      throw new Error('Invalid configuration: STRIPE_API_BASE is for the local stand-in only, not production');
  }
  return config;
}
