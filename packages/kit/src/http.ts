import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  /**
   * Whether a path is a page's (an address a browser shows) rather than the API's: a request whose path cannot be
   * decoded answers 400 as a plain page there, and as JSON `{ message }` everywhere else. No path by default.
   */
  isPage?: (path: string) => boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
    /** The JSON body as received, for checks over its exact bytes (the gateway's signature). */
    rawBody?: Buffer;
  }
}

/** The operators' endpoints of each app createHttpApp made, served apart from it by `serve`. */
const opsApps = new WeakMap<Express, Express>();

/** A request as the kit's first step leaves it: an id, a logger and, on Express's path, what Express adds. */
export type TrackedRequest = IncomingMessage &
  Partial<Pick<Request, 'route' | 'baseUrl' | 'originalUrl'>> & {
    id: string;
    log: Logger;
    rawBody?: Buffer;
    body?: unknown;
  };

/** What every request gets first, on either path: its id, its logger, its duration metric and, at debug, its line. */
type RequestTracker = (req: TrackedRequest, res: ServerResponse, routeOf: () => string) => void;

/** The request tracking of each app createHttpApp made, for `jsonPostsFirst`. */
const trackers = new WeakMap<Express, RequestTracker>();

const BAD_PATH = 'The address is not valid: it has a malformed % escape.';

/** The operators' endpoints, served on the operations port only. */
const OPS_ONLY = ['/readyz', '/metrics'];

/**
 * Express with what every process needs: request ids, request logging, /healthz (liveness, which the container
 * healthchecks read on the public port), a JSON body limit, and a 400 for a path that cannot be decoded (a malformed
 * `%` escape), before any route would fail on it. Readiness (/readyz) and /metrics are the operators' and are not
 * served here: `serve` serves them on the operations port (see `opsPortFor`). Routes go on the returned app; call
 * `finishHttpApp` last.
 */
export function createHttpApp({
  name,
  logger,
  readiness,
  jsonLimit = '1mb',
  registry = new client.Registry(),
  isPage = () => false,
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

  const track: RequestTracker = (req, res, routeOf) => {
    const id = (firstHeader(req.headers['x-request-id']) ?? '').slice(0, 100) || randomUUID();
    req.id = id;
    // The request's own logger is made when something logs: most requests log nothing at the production level.
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ reqId: id })),
      set: (value: Logger) => {
        log = value;
      },
    });
    res.setHeader('x-request-id', id);
    const end = duration.startTimer();
    res.on('finish', () => {
      end({ method: req.method, route: routeOf(), status: res.statusCode });
      if (logger.isLevelEnabled('debug')) {
        req.log.debug({ method: req.method, url: req.originalUrl ?? req.url, status: res.statusCode }, 'request');
      }
    });
  };
  trackers.set(app, track);
  app.use((req, res, next) => {
    track(req, res, () => (req.route?.path as string | undefined) ?? req.baseUrl ?? 'unmatched');
    next();
  });
  // Routing decodes the path's parameters and the file handlers its name: a malformed escape would fail there as 500.
  app.use((req, res, next) => {
    if (decodable(req.path)) return next();
    if (!isPage(req.path)) return sendFailure(res, { status: 400, message: BAD_PATH });
    // The page answer is set apart from the app's own security headers, which come later: it allows nothing.
    res.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('x-content-type-options', 'nosniff');
    res.status(400).type('text/plain').send(`Bad request. ${BAD_PATH}\n`);
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Not found here, whatever would answer them later (a service's signature check, the gateway's shop proxy).
  app.all(OPS_ONLY, (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  opsApps.set(app, opsApp(readiness, registry));
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

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** /healthz, /readyz (the named checks, each within 2 s) and /metrics, for the operations port only. */
function opsApp(readiness: Record<string, ReadinessCheck>, registry: client.Registry): Express {
  const ops = express();
  ops.disable('x-powered-by');
  ops.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  ops.get('/readyz', async (_req, res) => {
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
  ops.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', registry.contentType);
    res.send(await registry.metrics());
  });
  ops.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return ops;
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

/** Writes an error answer: its status, `Retry-After` when given, and `{ message }`, whether Express has seen the response or not. */
export function sendFailure(res: ServerResponse, failure: HttpFailure): void {
  const body = JSON.stringify({ message: failure.message });
  if (failure.retryAfter) res.setHeader('Retry-After', String(failure.retryAfter));
  res.writeHead(failure.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The largest body `jsonPostsFirst` reads itself: more (or a body of unstated length) goes through Express. */
const FIRST_BODY_MAX = 64 * 1024;

/** Whether a request is a plain JSON POST to `path` whose body the fast path may read (anything else goes to Express). */
function plainJsonPost(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'POST' || req.url !== path) return false;
  const { 'content-type': type, 'content-length': length, 'content-encoding': encoding } = req.headers;
  if (encoding !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
  if (length === undefined || !/^\d+$/.test(length) || Number(length) > FIRST_BODY_MAX) return false;
  const [media, ...parameters] = (type ?? '').toLowerCase().split(';');
  if (media.trim() !== 'application/json') return false;
  return parameters.every((p) => ['charset=utf-8', 'charset="utf-8"'].includes(p.trim()));
}

/** The body read as Express's JSON parser reads it (strict: an object or an array; empty is `{}`), or a 400. */
function parsedJson(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  const first = text.trimStart()[0];
  if (first === undefined) return {};
  if (first !== '{' && first !== '[') throw notJson();
  try {
    return JSON.parse(text);
  } catch {
    throw notJson();
  }
}

/** The parser's own error for a body that is not JSON (made only then: an error's stack costs more than the parse). */
function notJson(): Error {
  return Object.assign(new Error('Request body is not valid JSON'), {
    status: 400,
    expose: true,
    type: 'entity.parse.failed',
  });
}

function bodyOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * A handler for `serve` that answers plain JSON POSTs to `path` itself and passes everything else to `app`: the
 * request is tracked as the app tracks it (id, logger, duration metric), its JSON body read and parsed as the app's
 * parser would (`req.body`, `req.rawBody`), then `answer` answers it; a failure is answered as the app answers one.
 * Express's routing and body parser cost a GraphQL service more CPU a request than a cheap resolver does; the
 * answers, statuses and metrics are the same (only Express's ETag, of no use on an answer that is not cached, is not
 * added).
 */
export function jsonPostsFirst(
  app: Express,
  path: string,
  answer: (req: TrackedRequest, res: ServerResponse) => Promise<void>,
): RequestListener {
  const track = trackers.get(app);
  if (!track) throw new Error('jsonPostsFirst needs an app made by createHttpApp');
  return (incoming, res) => {
    if (!plainJsonPost(incoming, path)) {
      app(incoming as Request, res as Response);
      return;
    }
    const req = incoming as TrackedRequest;
    track(req, res, () => path);
    bodyOf(req)
      .then(async (raw) => {
        req.rawBody = raw;
        req.body = parsedJson(raw);
        await answer(req, res);
      })
      .catch((err: unknown) => {
        const failure = httpFailureOf(err);
        if (failure.status >= 500) req.log.error({ err }, 'request failed');
        if (!res.headersSent) sendFailure(res, failure);
        else res.destroy();
      });
  };
}

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

/**
 * The operations port's distance from the public one by default: 4000 gives 14000, 4101 14101, 4200 14200. Every
 * public port the shop's stacks use (the benchmarks' and browser tests' offsets included) stays below 10000, so no
 * process's operations port is another's public one.
 */
export const OPS_PORT_OFFSET = 10_000;

/** A process's operations port: OPS_PORT when set, else its public port plus OPS_PORT_OFFSET (a free one for port 0). */
export function opsPortFor(port: number, opsPort?: number): number {
  return opsPort ?? (port === 0 ? 0 : port + OPS_PORT_OFFSET);
}

export interface ServeOptions {
  port: number;
  /** The public interface (every one by default). */
  host?: string;
  /** The operations port (see opsPortFor) and its interface. */
  opsPort: number;
  opsHost: string;
  /** Answers before the app, falling back to it (a cache answering what it holds). */
  handler?: RequestListener;
}

export interface Serving {
  port: number;
  url: string;
  /** Where /healthz, /readyz and /metrics are served: the operators', never the public's. */
  opsPort: number;
  opsUrl: string;
  /** Stops both ports accepting and waits for open requests. */
  close: () => Promise<void>;
}

/** Operations addresses by public port, of the servers this process runs: what `opsUrlOf` (kit testing) reads. */
export const opsUrlsByPort = new Map<number, string>();

/**
 * Serves an app made by createHttpApp on its public port, and its operators' endpoints (/healthz, /readyz,
 * /metrics) on the operations port, which the public never reaches: bind it to an interface only operators
 * (probes, Prometheus) can reach.
 */
export async function serve(
  app: Express,
  { port, host, opsPort, opsHost, handler = app }: ServeOptions,
): Promise<Serving> {
  const ops = opsApps.get(app);
  if (!ops) throw new Error('serve needs an app made by createHttpApp');
  const opsServer = await listen(ops, opsPort, opsHost);
  let server: Server;
  try {
    server = await listen(handler, port, host);
  } catch (err) {
    await closeServer(opsServer);
    throw err;
  }
  const actualPort = (server.address() as AddressInfo).port;
  const actualOpsPort = (opsServer.address() as AddressInfo).port;
  const opsUrl = `http://${reachable(opsHost)}:${actualOpsPort}`;
  opsUrlsByPort.set(actualPort, opsUrl);
  return {
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}`,
    opsPort: actualOpsPort,
    opsUrl,
    close: async () => {
      opsUrlsByPort.delete(actualPort);
      await closeServer(server);
      await closeServer(opsServer);
    },
  };
}

/** An address this machine reaches a server bound to `host` at. */
function reachable(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5000).unref();
  });
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
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
