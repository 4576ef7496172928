import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import compression from 'compression';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';

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

/** A page rendered on the server, or where it sent the visitor instead. */
export type ServerPage = { status: number; html: string } | { redirect: string };

/** Renders the app's page for a request on the server; null sends the plain index.html instead. */
export type PageRenderer = (req: Request, res: Response) => Promise<ServerPage | null>;

/**
 * Serves a built single-page app under `mount`, answering its routes with the page `renderPage`
 * renders, else its index.html (rendered in the browser). Hashed assets are cached for a year;
 * pages never are (they can carry the signed-in user's name).
 */
export function spa(mount: string, dist: string, name: string, renderPage?: PageRenderer): Router {
  const router = Router();
  const index = join(dist, 'index.html');
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
  const pages = mount === '/' ? /^(?!\/(api|graphql|admin)(\/|$)).*/ : new RegExp(`^${mount}(/.*)?$`);
  // Rendered pages carry their styles inline, so they are compressed on the fly like API answers.
  router.get(pages, compression({ threshold: 1024 }), async (req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${name} has not been built yet: run npm run build.`);
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    const page = await renderPage?.(req, res);
    if (!page) res.sendFile(index);
    else if ('redirect' in page) res.redirect(302, page.redirect);
    else res.status(page.status).type('html').send(page.html);
  });
  return router;
}
