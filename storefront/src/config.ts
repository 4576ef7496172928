import { resolve } from 'node:path';
import { z } from 'zod';
import { baseConfigSchema, loadConfig, pagesSecretConfigSchema, processConfigSchema } from '@shop/kit';

export const storefrontConfigSchema = processConfigSchema.extend({
  ...baseConfigSchema.pick({ REDIS_URL: true, KAFKA_NAMESPACE: true, HOST: true }).shape,
  ...pagesSecretConfigSchema.shape,
  PORT: z.coerce.number().int().min(0).default(4200),
  /** Where the page service reaches the API, as the browser does (its /graphql), e.g. http://gateway:4000. */
  GATEWAY_URL: z.url().default('http://127.0.0.1:4000'),
  WEB_DIST: z.string().default(resolve(__dirname, '../../web/dist')),
  /** The shop's server renderer (npm run build -w web); without it the shop's pages render in the browser only. */
  WEB_SSR_ENTRY: z.string().default(resolve(__dirname, '../../web/dist-server/entry-server.cjs')),
  /** How long a shop page may take to render before the plain shell is sent instead. */
  SSR_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  /** The shop's public address (e.g. https://shop.example) for canonical links; by default each request's origin. */
  PUBLIC_URL: z.url().optional(),
  /**
   * How long an anonymous page may be served from the cache at most. Catalogue and content changes move the cache
   * on at once (see page-cache.ts); this bounds what neither announces (hire prices, news going out of date). 0 turns
   * the cache off.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Bound on the cached pages' total size (plain, gzip and Brotli copies together). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(128 * 1024 * 1024),
  /** Sends HSTS (set behind HTTPS in production, as for the gateway). */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Proxies in front of the page service whose X-Forwarded-For and -Proto are believed (behind the gateway: 1). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
});

export type StorefrontConfig = z.output<typeof storefrontConfigSchema>;

export const readStorefrontConfig = (env: NodeJS.ProcessEnv = process.env): StorefrontConfig =>
  loadConfig(storefrontConfigSchema, env);
