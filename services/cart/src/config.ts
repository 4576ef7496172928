import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const cartConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4104),
  MONGODB_DB: z.string().default('shop_cart'),
  /** Baskets untouched for this many days are removed by the housekeeping job. */
  CART_TTL_DAYS: z.coerce.number().positive().default(30),
});

export type CartConfig = z.output<typeof cartConfigSchema>;

export const readCartConfig = (env: NodeJS.ProcessEnv = process.env): CartConfig => loadConfig(cartConfigSchema, env);
