import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const catalogConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4103),
  MONGODB_DB: z.string().default('shop_catalog'),
});

export type CatalogConfig = z.output<typeof catalogConfigSchema>;

export const readCatalogConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  loadConfig(catalogConfigSchema, env);
