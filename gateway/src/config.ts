import { resolve } from 'node:path';
import { z } from 'zod';
import {
  apiSecretsConfigSchema,
  baseConfigSchema,
  loadConfig,
  pagesSecretConfigSchema,
  processConfigSchema,
} from '@shop/kit';
import { parseRateLimits } from './rate-limits';

const subgraphList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [name, url] = entry.split('=');
        return { name: name.trim(), url: url.trim() };
      }),
  )
  .pipe(z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1));

export const gatewayConfigSchema = processConfigSchema.extend({
  ...apiSecretsConfigSchema.shape,
  ...baseConfigSchema.pick({ REDIS_URL: true, KAFKA_NAMESPACE: true }).shape,
  ...pagesSecretConfigSchema.shape,
  PORT: z.coerce.number().int().min(0).default(4000),
  /** name=url pairs of the subgraphs to compose. */
  SUBGRAPHS: subgraphList.default(
    subgraphList.parse(
      'content=http://127.0.0.1:4101/graphql,accounts=http://127.0.0.1:4102/graphql,catalog=http://127.0.0.1:4103/graphql,' +
        'cart=http://127.0.0.1:4104/graphql,orders=http://127.0.0.1:4105/graphql,hire=http://127.0.0.1:4106/graphql,notify=http://127.0.0.1:4107/graphql,' +
        'search=http://127.0.0.1:4108/graphql',
    ),
  ),
  /** How often to look for subgraphs that started late or changed their schema. */
  SUPERGRAPH_POLL_MS: z.coerce.number().int().positive().default(2000),
  ADMIN_DIST: z.string().default(resolve(__dirname, '../../admin-web/dist')),
  /** The page service (storefront/), which serves the shop's pages and files; the gateway passes the shop's requests on. */
  PAGES_URL: z.url().default('http://127.0.0.1:4200'),
  /** The payments service, which takes the Stripe webhooks the gateway passes on (it has no subgraph). */
  PAYMENTS_URL: z.url().default('http://127.0.0.1:4109'),
  /** Marks the session cookie Secure (set behind HTTPS in production). */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  JSON_LIMIT: z.string().default('1mb'),
  /** How long a cached public catalog read may live at most (see catalog-cache.ts); 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * Other origins whose pages may send API writes: none (same-origin writes only) unless set; outside production
   * readGatewayConfig defaults it to the Vite dev servers (DEVELOPMENT_ORIGINS).
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** GraphQL limits, checked before a query is planned (see query-limits.ts). */
  GRAPHQL_MAX_DOCUMENT_SIZE: z.coerce.number().int().positive().default(20_000),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(30),
  GRAPHQL_MAX_ROOT_FIELDS: z.coerce.number().int().positive().default(20),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(100_000),
  /**
   * Query cost each anonymous address (an IPv6 /64) and each signed-in customer may spend per minute,
   * and each admin (see query-budget.ts); sized from recorded sessions (docs/performance.md, bench:sessions).
   */
  GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().positive().default(150_000),
  GRAPHQL_ADMIN_COST_PER_MINUTE: z.coerce.number().int().positive().default(5_000_000),
  /** How long a query may take before its subgraph calls are abandoned and it answers 504. */
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * Operations costing more than GRAPHQL_HEAVY_COST take one of GRAPHQL_HEAVY_AT_ONCE slots of this
   * gateway, waiting in a line of GRAPHQL_HEAVY_WAITING at most (see query-admission.ts).
   */
  GRAPHQL_HEAVY_COST: z.coerce.number().int().positive().default(10_000),
  GRAPHQL_HEAVY_AT_ONCE: z.coerce.number().int().positive().default(1),
  GRAPHQL_HEAVY_WAITING: z.coerce.number().int().min(0).default(16),
  /** Proxies in front of the gateway whose X-Forwarded-For entry is believed (behind one load balancer: 1). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Overrides of the public-write rate limits as name=points/seconds, e.g. "contact=30/60" (see rate-limits.ts). */
  RATE_LIMITS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseRateLimits(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

/** The apps' Vite dev servers, whose pages write to a local gateway: trusted outside production only. */
export const DEVELOPMENT_ORIGINS = 'http://localhost:5173,http://localhost:5174';

export const readGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayConfigSchema, {
    ...env,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? (env.NODE_ENV === 'production' ? '' : DEVELOPMENT_ORIGINS),
  });
