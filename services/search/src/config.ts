import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const searchConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4108),
  MONGODB_DB: z.string().default('shop_search'),
  /**
   * How often each replica reads the products and categories changed in the store since it last
   * looked, into its index: with the consumer's own delay, how soon a change is found.
   */
  SEARCH_FOLLOW_MS: z.coerce.number().int().positive().default(500),
});

export type SearchConfig = z.output<typeof searchConfigSchema>;

export const readSearchConfig = (env: NodeJS.ProcessEnv = process.env): SearchConfig =>
  loadConfig(searchConfigSchema, env);
