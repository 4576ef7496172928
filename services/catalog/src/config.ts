import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const catalogConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4103),
  MONGODB_DB: z.string().default('shop_catalog'),
  /**
   * The least time between two announcements of the stock the order saga moved: in a rush over many products the
   * read models elsewhere (basket, orders, hire) get a product's state once per interval rather than once per order.
   */
  STOCK_ANNOUNCE_MS: z.coerce.number().int().nonnegative().default(2000),
  /**
   * How often the stock reconcile checks every product's committed units against its reservations (once per
   * interval across all replicas): drift oversells or hides stock, so sooner than hourly housekeeping.
   */
  STOCK_RECONCILE_EVERY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
});

export type CatalogConfig = z.output<typeof catalogConfigSchema>;

export const readCatalogConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  loadConfig(catalogConfigSchema, env);
