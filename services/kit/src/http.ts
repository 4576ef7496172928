import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import client from 'prom-client';
import { httpFailureOf, type HttpFailure } from './errors';
import type { Logger } from './logger';

export type ReadinessCheck = () => Promise<void>;

export interface HttpAppOptions {
  name: string;
  logger: Logger;
  /** Named checks run by /readyz (e.g. mongo, kafka, redis). */
  readiness: Record<string, ReadinessCheck>;
  jsonLimit?: string;
  /** Served at /metrics with the defaults added; pass one to register the process's own metrics. */
  registry?: client.Registry;
}

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
    /** The JSON body as received, for checks over its exact bytes (the gateway's signature). */
    rawBody?: Buffer;
  }
}

/**
 * Express with what every process needs: request ids, request logging, /healthz, /readyz,
 * /metrics and a JSON body limit. Routes go on the returned app; call `finishHttpApp` last.
 */
export function createHttpApp({
  name,
  logger,
  readiness,
  jsonLimit = '1mb',
  registry = new client.Registry(),
}: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  registry.setDefaultLabels({ service: name });
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  app.use((req, res, next) => {
    req.id = (req.header('x-request-id') ?? '').slice(0, 100) || randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('x-request-id', req.id);
    const end = duration.startTimer();
    res.on('finish', () => {
      const route = (req.route?.path as string | undefined) ?? req.baseUrl ?? 'unmatched';
      end({ method: req.method, route, status: res.statusCode });
      req.log.debug({ method: req.method, url: req.originalUrl, status: res.statusCode }, 'request');
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(readiness).map(async ([check, run]) => {
        try {
          await withTimeout(run(), 2000);
          return [check, 'ok'] as const;
        } catch (err) {
          return [check, (err as Error).message || 'failed'] as const;
        }
      }),
    );
    const ok = results.every(([, state]) => state === 'ok');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
  app.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', registry.contentType);
    res.send(await registry.metrics());
  });
  app.use(
    express.json({
      limit: jsonLimit,
      verify: (req, _res, raw) => {
        (req as Request).rawBody = raw;
      },
    }),
  );
  return app;
}

/** 404 for unknown routes, then every error answered through the kit's one mapper. */
export function finishHttpApp(app: Express): Express {
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const failure = httpFailureOf(err);
    if (failure.status >= 500) req.log?.error({ err }, 'request failed');
    sendFailure(res, failure);
  });
  return app;
}

/** Writes an error answer: its status, `Retry-After` when given, and `{ message }`. */
export function sendFailure(res: Response, failure: HttpFailure): void {
  if (failure.retryAfter) res.setHeader('Retry-After', String(failure.retryAfter));
  res.status(failure.status).json({ message: failure.message });
}

/** Listens and resolves with the server; `close` stops accepting and waits for open requests. */
/**
 * Idle keep-alive connections are held longer than Node's 5 s default: the gateway keeps its
 * connections to the services open without a time limit, and a request sent on a connection the
 * server is closing at that moment fails with "socket hang up". The longer hold makes that rare.
 */
const KEEP_ALIVE_MS = 65_000;

/** Serves an Express app, or a handler that answers what it can and passes the rest to one. */
export function listen(handler: RequestListener, port: number, host = '0.0.0.0'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.listen(port, host, () => resolve(server));
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    server.once('error', reject);
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
