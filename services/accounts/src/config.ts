import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const DEFAULT_ADMIN_PASSWORD = 'admin123';

export const accountsConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4102),
  MONGODB_DB: z.string().default('shop_accounts'),
  /** The admin account seeded at start; an existing account of that name is left alone. */
  ADMIN_USERNAME: z.string().trim().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(6).default(DEFAULT_ADMIN_PASSWORD),
  ADMIN_EMAIL: z.email().default('admin@soundhirepro.co.uk'),
  /**
   * The failed-login window (see domain/login-limit.ts): 5 failures per username and address, 20 per address and 10
   * per username from all addresses within it block further attempts until it ends.
   */
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
});

export type AccountsConfig = z.output<typeof accountsConfigSchema>;

export function readAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const config = loadConfig(accountsConfigSchema, env);
  if (config.NODE_ENV === 'production' && config.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    throw new Error('Invalid configuration: ADMIN_PASSWORD must be changed from the default in production');
  }
  return config;
}
