import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import { Counter, Gauge, Registry } from 'prom-client';
import {
  CacheGenerationWatcher,
  createHttpApp,
  createRedis,
  createLogger,
  finishHttpApp,
  formatGraphQLError,
  securityHeaders,
  opsPortFor,
  serve,
  serviceFrom,
  SessionRegistry,
  spa,
  type Service,
} from '@shop/kit';
import { CatalogResponseCache, catalogCachePlugin } from './catalog-cache';
import type { GatewayConfig } from './config';
import { buildContext, IdentityForwardingDataSource, sessionCookiePlugin, type GatewayContext } from './context';
import { RestSchema } from './rest/rest-schema';
import { restRouter } from './rest/router';
import type { RestRoute } from './rest/route';
import { restRoutes } from './rest/routes';
import compression from 'compression';
import { operationDeadlinePlugin } from './operation-deadline';
import { QueryAdmission } from './query-admission';
import { QueryBudget } from './query-budget';
import { queryLimitsPlugin } from './query-limits';
import { rateLimitPlugin } from './rate-limits';
import { sessionGuard } from './session-guard';
import { sameOriginWrites } from './security';
import { subgraphFetch } from './subgraph-fetch';
import { pageVisitor } from './page-visitor';
import { shopProxy } from './shop-proxy';
import { invoices } from './invoices';
import { paymentsAdmin } from './payments-admin';
import { stripeWebhook } from './stripe-webhook';
import { PollingSupergraph } from './supergraph';

/**
 * The API: /graphql and the REST shims under /api, and the admin app at /admin. The shop at / is the page service's
 * (storefront/), passed on from here so one address serves everything.
 */
export function createGateway(config: GatewayConfig, routes = restRoutes): Service {
  return serviceFrom(() => startGateway(config, routes));
}

async function startGateway(config: GatewayConfig, routes: RestRoute[]) {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const fetcher = subgraphFetch(config.INTERNAL_SECRET);
  const supergraph = new PollingSupergraph(config.SUBGRAPHS, config.SUPERGRAPH_POLL_MS, fetcher, logger);
  const gateway = new ApolloGateway({
    supergraphSdl: supergraph,
    buildService: ({ url }) => new IdentityForwardingDataSource({ url, fetcher }),
    logger,
  });
  const complete = () => config.SUBGRAPHS.every((s) => supergraph.composed.includes(s.name));
  const restSchema = new RestSchema(
    routes,
    config.SUBGRAPHS.map((s) => s.name),
    complete,
    logger,
  );
  gateway.onSchemaLoadOrUpdate(({ apiSchema }) => restSchema.update(apiSchema));

  const redis = createRedis(config.REDIS_URL);
  const catalogGeneration = new CacheGenerationWatcher(redis, config.KAFKA_NAMESPACE, 'catalog', logger);
  // Content's generation moves with every category change: categories are cached with the catalog's reads.
  const contentGeneration = new CacheGenerationWatcher(redis, config.KAFKA_NAMESPACE, 'content', logger);
  await Promise.all([catalogGeneration.start(), contentGeneration.start()]);
  const metrics = new Registry();
  const catalogCacheLookups = new Counter({
    name: 'gateway_catalog_cache_lookups_total',
    help: 'Public catalog reads looked up in the gateway cache, by result',
    labelNames: ['result'],
    registers: [metrics],
  });

  const catalogResponses = new CatalogResponseCache([catalogGeneration, contentGeneration], {
    ttlMs: config.CATALOG_CACHE_TTL_MS,
    onLookup: (result) => catalogCacheLookups.inc({ result }),
  });

  const queryCostSpent = new Counter({
    name: 'gateway_query_cost_spent_total',
    help: "Query cost spent from the clients' budgets once answered, by budget (visitor: addresses and customers; admin)",
    labelNames: ['budget'],
    registers: [metrics],
  });

  const admission = new QueryAdmission({
    heavyCost: config.GRAPHQL_HEAVY_COST,
    atOnce: config.GRAPHQL_HEAVY_AT_ONCE,
    maxWaiting: config.GRAPHQL_HEAVY_WAITING,
  });
  new Gauge({
    name: 'gateway_heavy_operations_running',
    help: 'Heavy GraphQL operations holding a slot (see GRAPHQL_HEAVY_COST)',
    registers: [metrics],
    collect() {
      this.set(admission.running);
    },
  });
  new Gauge({
    name: 'gateway_heavy_operations_waiting',
    help: 'Heavy GraphQL operations waiting for a slot',
    registers: [metrics],
    collect() {
      this.set(admission.waiting);
    },
  });

  const server = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    // runService's SIGTERM handler stops the HTTP server first, then this.
    stopOnTerminationSignals: false,
    introspection: config.NODE_ENV !== 'production',
    plugins: [
      // First, so the deadline is set when the query limits admit an operation: it ends a wait too.
      operationDeadlinePlugin(config.GRAPHQL_TIMEOUT_MS),
      queryLimitsPlugin(
        {
          maxDocumentSize: config.GRAPHQL_MAX_DOCUMENT_SIZE,
          maxDepth: config.GRAPHQL_MAX_DEPTH,
          maxAliases: config.GRAPHQL_MAX_ALIASES,
          maxRootFields: config.GRAPHQL_MAX_ROOT_FIELDS,
          maxCost: config.GRAPHQL_MAX_COST,
        },
        new QueryBudget({
          onSpent: (budget, cost) => queryCostSpent.inc({ budget }, cost),
          redis,
          namespace: config.KAFKA_NAMESPACE,
          perMinute: { visitor: config.GRAPHQL_COST_PER_MINUTE, admin: config.GRAPHQL_ADMIN_COST_PER_MINUTE },
          logger,
        }),
        admission,
      ),
      rateLimitPlugin({ redis, namespace: config.KAFKA_NAMESPACE, rules: config.RATE_LIMITS, logger }),
      sessionCookiePlugin(config.COOKIE_SECURE),
      catalogCachePlugin([catalogGeneration, contentGeneration], {
        ttlMs: config.CATALOG_CACHE_TTL_MS,
        mutationOwner: (field) => supergraph.mutationOwner(field),
        onLookup: (result) => catalogCacheLookups.inc({ result }),
      }),
    ],
    formatError: (formatted, error) => formatGraphQLError(formatted, error, logger),
  });
  await server.start();

  const app = createHttpApp({
    name: 'gateway',
    logger,
    jsonLimit: config.JSON_LIMIT,
    registry: metrics,
    // The API answers JSON; everything else here is an address a browser shows (the admin app, the shop's pages).
    isPage: (path) => !/^\/(api|graphql)(\/|$)/.test(path),
    readiness: {
      redis: async () => {
        await redis.ping();
      },
      supergraph: async () => {
        const missing = config.SUBGRAPHS.map((s) => s.name).filter((n) => !supergraph.composed.includes(n));
        if (missing.length) throw new Error(`waiting for ${missing.join(', ')}`);
      },
      restRoutes: restSchema.check,
    },
  });
  app.use(securityHeaders(config.COOKIE_SECURE));
  // Stripe's server calls it, with no session or origin of the shop's: payments checks Stripe's signature.
  stripeWebhook(app, config.PAYMENTS_URL);
  app.use(['/graphql', '/api'], sameOriginWrites(config.ALLOWED_ORIGINS));
  // Behind a load balancer the client's address is the last entry it appends to X-Forwarded-For.
  app.set('trust proxy', config.TRUSTED_PROXY_HOPS);
  app.use(cookieParser());
  app.use(
    sessionGuard({
      registry: new SessionRegistry(redis, config.KAFKA_NAMESPACE),
      jwtSecret: config.JWT_SECRET,
      secureCookie: config.COOKIE_SECURE,
      logger,
    }),
  );
  // API answers above 1 kB go compressed (the apps' assets are compressed at build time instead).
  app.use(['/graphql', '/api'], compression({ threshold: 1024 }));
  paymentsAdmin(app, config.PAYMENTS_URL, config.INTERNAL_SECRET);
  invoices(app, config.PAYMENTS_URL, config.INTERNAL_SECRET);
  // After the body is read: the page service's signature covers it.
  app.use('/graphql', pageVisitor(config.PAGES_SECRET));
  app.use('/graphql', expressMiddleware(server, { context: async ({ req, res }) => buildContext(req, res) }));
  app.use(restRouter(routes, server, restSchema, catalogResponses));
  app.use(spa('/admin', config.ADMIN_DIST, 'admin app'));
  // Everything else is the shop's: its pages and files, from the page service.
  app.use(shopProxy(config.PAGES_URL));
  finishHttpApp(app);

  // Kept catalogue answers go out before Express runs (see CatalogResponseCache.answerEarly).
  const http = await serve(app, {
    handler: (req, res) => catalogResponses.answerEarly(req, res) || app(req, res),
    port: config.PORT,
    opsPort: opsPortFor(config.PORT, config.OPS_PORT),
    opsHost: config.OPS_HOST,
  });
  const { port, opsPort } = http;
  logger.info({ port, opsPort, subgraphs: supergraph.composed }, `gateway listening on http://localhost:${port}`);
  return {
    port,
    url: http.url,
    opsUrl: http.opsUrl,
    stop: async () => {
      await http.close();
      await server.stop();
      await Promise.all([catalogGeneration.stop(), contentGeneration.stop()]);
      await redis.quit();
    },
  };
}
