import compression from 'compression';
import type { RequestHandler } from 'express';
import { sendIndex } from '@shop/kit';
import type { PageCache } from './page-cache';
import { PERSONAL_CACHE_CONTROL, isPersonalPage } from './personal-pages';
import type { PageRenderer } from './renderer';

/**
 * Answers the shop's routes with the page rendered on the server, else its index.html (rendered in the browser).
 * An anonymous visitor's whole page (200) is kept in the cache, compressed in advance; anything else (a page for a
 * signed-in visitor, a not-found page, a page during which the API set a cookie) is sent as rendered, compressed on
 * the fly. A page showing a customer's own data to whoever holds its link (personal-pages.ts) is never kept, and no
 * one may store it. Hits never reach this route (PageCache.answerEarly).
 */
export function shopPages(dist: string, render: PageRenderer, cache: PageCache): RequestHandler {
  const compress = compression({ threshold: 1024 });
  return async (req, res, next) => {
    const key = cache.keyFor(req);
    if (key) cache.missed();
    res.vary('Cookie');
    const page = await render(req, res);
    // By its address, or as the page said while it rendered.
    const personal = isPersonalPage(req.originalUrl) || (page !== null && 'html' in page && page.personal);
    if (!page) return sendIndex(res, dist, 'shop', personal ? PERSONAL_CACHE_CONTROL : undefined);
    if ('redirect' in page) {
      if (personal) res.setHeader('cache-control', PERSONAL_CACHE_CONTROL);
      return res.redirect(302, page.redirect);
    }
    if (key && !personal && page.status === 200 && !res.hasHeader('set-cookie')) {
      cache.send(req, res, await cache.store(key, Buffer.from(page.html), res));
      return;
    }
    // Someone's page: theirs alone to keep (a shared cache must not), or, showing a customer's data, no one's.
    res.setHeader('cache-control', personal ? PERSONAL_CACHE_CONTROL : key ? 'no-cache' : 'private, no-cache');
    compress(req, res, (err?: unknown) => (err ? next(err) : res.status(page.status).type('html').send(page.html)));
  };
}
