import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const DEFAULT_CATALOG_DB = 'shop_catalog';

export const catalogConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4103),
  MONGODB_DB: z.string().default(DEFAULT_CATALOG_DB),
});

export type CatalogConfig = z.output<typeof catalogConfigSchema>;

export const readCatalogConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  loadConfig(catalogConfigSchema, env);

/**
 * Consumer purpose for this deployment. The read model and the reservations live in the
 * database, so every database needs the whole stream: replicas sharing shop_catalog share the
 * group `catalog.<purpose>`, while another database (a test's, a benchmark's) gets its own group
 * instead of stealing partitions from a running shop.
 */
export function consumerPurpose(config: CatalogConfig, purpose: string): string {
  return isSideDeployment(config) ? `${purpose}.${config.MONGODB_DB}` : purpose;
}

/** Running on a database of its own (a test, a benchmark) beside the shop's. */
export const isSideDeployment = (config: CatalogConfig): boolean => config.MONGODB_DB !== DEFAULT_CATALOG_DB;
