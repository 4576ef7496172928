import { z } from 'zod';
import { DEFAULT_HIRE_CEILINGS, type HireCeilings } from '@shop/contracts';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const DEVELOPMENT_QUOTE_LINK_SECRET = 'development-only-quote-link-secret-change-me';

export const hireConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4106),
  MONGODB_DB: z.string().default('shop_hire'),
  /** How long after creating a quote its browser may add lines to it. */
  QUOTE_ITEMS_WINDOW_MINUTES: z.coerce.number().positive().default(30),
  /**
   * A quote nobody submits explicitly is announced (HireQuoteRequested) once no line has been
   * added for this long: clients that only create it and add lines still reach the hire desk.
   */
  QUOTE_QUIET_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * A booking not back by the end of its last day (UK time) is late after this many hours' grace:
   * returned within it, no late charge.
   */
  LATE_RETURN_GRACE_HOURS: z.coerce.number().min(0).max(72).default(2),
  /** Signs the links in quote emails that let a customer view, accept or decline without signing in. */
  QUOTE_LINK_SECRET: z.string().min(16).default(DEVELOPMENT_QUOTE_LINK_SECRET),
  /** The payments service, which opens Stripe's payment pages for a booking's deposit and balance. */
  PAYMENTS_URL: z.url().default('http://127.0.0.1:4109'),
  /** The shop's public address: Stripe's payment page sends the customer back to their quote there. */
  SHOP_URL: z.url().default('http://localhost:4000'),
  /** The most days a hire may last (a quote request, the desk's draft, an availability question). */
  HIRE_MAX_DAYS: z.coerce.number().int().min(1).max(3_660).default(DEFAULT_HIRE_CEILINGS.maxDays),
  /** The most days ahead of today (UK) a hire may start. */
  HIRE_MAX_DAYS_AHEAD: z.coerce.number().int().min(1).max(3_660).default(DEFAULT_HIRE_CEILINGS.maxDaysAhead),
});

export type HireConfig = z.output<typeof hireConfigSchema>;

/** The ceilings on a hire's dates these settings set. */
export const hireCeilingsOf = (config: Pick<HireConfig, 'HIRE_MAX_DAYS' | 'HIRE_MAX_DAYS_AHEAD'>): HireCeilings => ({
  maxDays: config.HIRE_MAX_DAYS,
  maxDaysAhead: config.HIRE_MAX_DAYS_AHEAD,
});

export function readHireConfig(env: NodeJS.ProcessEnv = process.env): HireConfig {
  const config = loadConfig(hireConfigSchema, env);
  if (config.NODE_ENV === 'production' && config.QUOTE_LINK_SECRET === DEVELOPMENT_QUOTE_LINK_SECRET) {
    throw new Error('Invalid configuration: QUOTE_LINK_SECRET must be set in production');
  }
  return config;
}
