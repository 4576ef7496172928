import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@shop/kit';

export const contentConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).default(4101),
  MONGODB_DB: z.string().default('shop_content'),
});

export type ContentConfig = z.output<typeof contentConfigSchema>;

export const readContentConfig = (env: NodeJS.ProcessEnv = process.env): ContentConfig =>
  loadConfig(contentConfigSchema, env);
