import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const ordersConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4105),
  MONGODB_DB: z.string().default('shop_orders'),
});

export type OrdersConfig = z.output<typeof ordersConfigSchema>;

export const readOrdersConfig = (env: NodeJS.ProcessEnv = process.env): OrdersConfig =>
  loadConfig(ordersConfigSchema, env);
