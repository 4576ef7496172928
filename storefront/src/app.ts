import type { IncomingMessage } from 'node:http';
import { Counter, Registry } from 'prom-client';
import {
  CacheGenerationWatcher,
  builtFiles,
  createHttpApp,
  createLogger,
  createRedis,
  finishHttpApp,
  opsPortFor,
  securityHeaders,
  serve,
  serviceFrom,
  type Service,
} from '@shop/kit';
import { EARLY_EVENTS_SCRIPT } from '@shop/contracts';
import type { StorefrontConfig } from './config';
import { PageCache } from './page-cache';
import { shopRenderer } from './renderer';
import { shopPages } from './shop-pages';

/** Paths that are never the shop's pages: the API's and the admin app's, served by the gateway. */
const NOT_PAGES = /^\/(api|graphql|admin)(\/|$)/;

/**
 * The shop's public face: its built files and its pages, rendered on the server by calling the API (the gateway) as
 * the browser does, anonymous visitors' pages from a cache. It scales apart from the gateway.
 */
export function createStorefront(config: StorefrontConfig): Service {
  return serviceFrom(async () => {
    const logger = createLogger('storefront', config.LOG_LEVEL);
    const redis = createRedis(config.REDIS_URL);
    // The page cache moves on when the catalogue or the content changes (each owner announces its generation).
    const generations = ['catalog', 'content'].map(
      (owner) => new CacheGenerationWatcher(redis, config.KAFKA_NAMESPACE, owner, logger),
    );
    await Promise.all(generations.map((g) => g.start()));

    const forwardedProto = (req: IncomingMessage) =>
      config.TRUSTED_PROXY_HOPS > 0
        ? String(req.headers['x-forwarded-proto'] ?? '')
            .split(',')[0]
            .trim()
        : '';
    const originOf = (req: IncomingMessage) =>
      config.PUBLIC_URL ?? `${forwardedProto(req) || 'http'}://${req.headers.host ?? 'localhost'}`;

    const metrics = new Registry();
    const lookups = new Counter({
      name: 'storefront_page_cache_lookups_total',
      help: 'Anonymous page requests looked up in the page cache, by result',
      labelNames: ['result'],
      registers: [metrics],
    });
    const cache = new PageCache(generations, {
      ttlMs: config.PAGE_CACHE_TTL_MS,
      maxBytes: config.PAGE_CACHE_MAX_BYTES,
      originOf,
      onLookup: (result) => lookups.inc({ result }),
    });

    const renderer = shopRenderer(config, originOf, logger);
    const app = createHttpApp({
      name: 'storefront',
      logger,
      registry: metrics,
      isPage: (path) => !NOT_PAGES.test(path),
      readiness: {
        redis: async () => {
          await redis.ping();
        },
        renderer: renderer.loaded,
      },
    });
    app.set('trust proxy', config.TRUSTED_PROXY_HOPS);
    // Only kept pages have a validator (their own, strong): a page rendered for one visitor is never revalidated.
    app.set('etag', false);
    // The pages' one inline script records a shopper's first actions until the app hydrates.
    app.use(securityHeaders(config.COOKIE_SECURE, [EARLY_EVENTS_SCRIPT]));
    app.use(builtFiles('/', config.WEB_DIST));
    const pages = shopPages(config.WEB_DIST, renderer.page, cache);
    app.get(/.*/, (req, res, next) => (NOT_PAGES.test(req.path) ? next() : pages(req, res, next)));
    finishHttpApp(app);

    // Kept pages go out before Express runs (see PageCache.answerEarly).
    const http = await serve(app, {
      handler: (req, res) => cache.answerEarly(req, res) || app(req, res),
      port: config.PORT,
      host: config.HOST,
      opsPort: opsPortFor(config.PORT, config.OPS_PORT),
      opsHost: config.OPS_HOST,
    });
    const { port, opsPort } = http;
    logger.info({ port, opsPort, gateway: config.GATEWAY_URL }, `storefront listening on http://localhost:${port}`);
    return {
      port,
      url: http.url,
      opsUrl: http.opsUrl,
      stop: async () => {
        await http.close();
        await Promise.all(generations.map((g) => g.stop()));
        await redis.quit();
      },
    };
  });
}
