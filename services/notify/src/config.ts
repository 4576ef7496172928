import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

/** Encrypts stored SMTP passwords on local machines only; production refuses to start with it. */
export const DEVELOPMENT_SECRETS_KEY = 'development-only-notify-secrets-key';

export const notifyConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4107),
  MONGODB_DB: z.string().default('shop_notify'),
  /** Key material for AES-256-GCM encryption of stored secrets (the SMTP password). */
  SECRETS_KEY: z.string().min(16).default(DEVELOPMENT_SECRETS_KEY),
  /** How long an SMTP connection, greeting or command may take before the attempt fails. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Attempts to send one email, with exponential backoff from EMAIL_BACKOFF_MS, before it is kept as failed. */
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(6),
  EMAIL_BACKOFF_MS: z.coerce.number().int().positive().default(2_000),
  /**
   * A queued email untouched this long is checked by the housekeeping job: if its BullMQ job is gone
   * (Redis lost it) it is queued again. Longer than the moment between recording an email and queueing it.
   */
  EMAIL_REQUEUE_AFTER_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60 * 1000),
  /**
   * How long one send holds its email before another may take it over (its sender died): longer
   * than a send can take (SMTP_TIMEOUT_MS for each of the connection, greeting and commands).
   */
  EMAIL_LEASE_MS: z.coerce.number().int().positive().default(60_000),
  /** Emails one replica sends at once (over at most 5 kept-open SMTP connections). */
  EMAIL_CONCURRENCY: z.coerce.number().int().positive().default(10),
  /**
   * The payments service, asked for an order's VAT invoice to attach to its confirmation; unset (a shop without online
   * payments), the confirmation goes without it.
   */
  PAYMENTS_URL: z.url().optional(),
  /** The shop's public address: the emails' links (a sent quote's accept link) start with it. */
  SHOP_URL: z.url().default('http://localhost:4000'),
  /** Replaces https://<server>.api.mailchimp.com/3.0 (a local stand-in in tests); unset in production. */
  MAILCHIMP_BASE_URL: z.url().optional(),
  MAILCHIMP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Attempts to sync one signup, from NEWSLETTER_BACKOFF_MS doubling, before the housekeeping sweep takes over. */
  NEWSLETTER_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  NEWSLETTER_BACKOFF_MS: z.coerce.number().int().positive().default(5_000),
});

export type NotifyConfig = z.output<typeof notifyConfigSchema>;

export function readNotifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  const config = loadConfig(notifyConfigSchema, env);
  if (config.NODE_ENV === 'production' && config.SECRETS_KEY === DEVELOPMENT_SECRETS_KEY) {
    throw new Error('Invalid configuration: SECRETS_KEY must be set in production');
  }
  return config;
}
