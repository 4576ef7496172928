import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Answers a request for a built file with its Brotli or gzip copy (written at build time) when the
 * browser accepts one, with the file's own type; anything else falls through to the plain file.
 */
function precompressed(dist: string, isAsset: (path: string) => boolean): RequestHandler {
  // Built files never change under their name (a rebuild names them anew), so each is looked up once.
  const copies = new Map<string, boolean>();
  const hasCopy = (path: string) => {
    // Bounded: requests for made-up names must not grow it without end.
    if (copies.size > 5_000) copies.clear();
    if (!copies.has(path)) copies.set(path, existsSync(path));
    return copies.get(path)!;
  };
  return (req, res, next) => {
    // No Accept-Encoding means "anything" by the letter of HTTP; such clients (scripts) get the plain file.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers['accept-encoding']) return next();
    const file = normalize(join(dist, decodeURIComponent(req.path)));
    if (!file.startsWith(dist + sep)) return next();
    // Brotli first whenever it is accepted at all: browsers list encodings without ranking them.
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && hasCopy(file + e.suffix));
    if (!encoding) return next();
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('content-encoding', encoding.name);
    res.type(extname(file));
    if (isAsset(file)) res.setHeader('cache-control', IMMUTABLE);
    res.sendFile(file + encoding.suffix);
  };
}

/**
 * A built app's files under `mount`: Brotli or gzip copies when accepted, else the plain files. Hashed assets are
 * cached for a year. Requests for anything else fall through.
 */
export function builtFiles(mount: string, dist: string): Router {
  const router = Router();
  const isAsset = (path: string) => path.startsWith(join(dist, 'assets') + sep);
  router.use(mount, precompressed(dist, isAsset));
  router.use(
    mount,
    express.static(dist, {
      index: false,
      setHeaders: (res, path) => {
        if (isAsset(path)) res.setHeader('cache-control', IMMUTABLE);
      },
    }),
  );
  return router;
}

/**
 * Answers with the app's index.html (rendered in the browser), revalidated before each use (or as `cacheControl`
 * says); 503 until the app is built.
 */
export function sendIndex(res: Response, dist: string, name: string, cacheControl = 'no-cache'): void {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    res.status(503).type('text/plain').send(`The ${name} has not been built yet: run npm run build.`);
    return;
  }
  res.setHeader('cache-control', cacheControl);
  res.sendFile(index);
}

/** Serves a built single-page app under `mount`: its files, and its index.html for every route of the app. */
export function spa(mount: string, dist: string, name: string): Router {
  const router = builtFiles(mount, dist);
  const routes = mount === '/' ? /.*/ : new RegExp(`^${mount}(/.*)?$`);
  router.get(routes, (_req, res) => sendIndex(res, dist, name));
  return router;
}
