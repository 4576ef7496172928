import compression from 'compression';
import type { RequestHandler } from 'express';
import { sendIndex } from '@shop/kit';
import { writePage, type PageCache } from './page-cache';
import type { PageRenderer } from './renderer';

/**
 * Answers the shop's routes with the page rendered on the server, else its index.html (rendered in the browser).
 * An anonymous visitor's whole page (200) is kept in the cache, compressed in advance; anything else (a page for a
 * signed-in visitor, a not-found page, a page during which the API set a cookie) is sent as rendered, compressed on
 * the fly. Hits never reach this route (PageCache.answerEarly).
 */
export function shopPages(dist: string, render: PageRenderer, cache: PageCache): RequestHandler {
  const compress = compression({ threshold: 1024 });
  return async (req, res, next) => {
    const key = cache.keyFor(req);
    if (key) cache.missed();
    res.vary('Cookie');
    const page = await render(req, res);
    if (!page) return sendIndex(res, dist, 'shop');
    if ('redirect' in page) return res.redirect(302, page.redirect);
    if (key && page.status === 200 && !res.hasHeader('set-cookie')) {
      writePage(req, res, await cache.store(key, page.html, res));
      return;
    }
    // Someone's page: theirs alone to keep (a shared cache must not).
    res.setHeader('cache-control', key ? 'no-cache' : 'private, no-cache');
    compress(req, res, (err?: unknown) => (err ? next(err) : res.status(page.status).type('html').send(page.html)));
  };
}
