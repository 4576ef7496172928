import type { IncomingMessage } from 'node:http';
import { SHOPPER_COOKIES } from '@shop/contracts';
import { AnswerCache, type CacheGenerationWatcher } from '@shop/kit';
import { cookieNames } from './cookie-names';
import { isPersonalPage } from './personal-pages';

export interface PageCacheOptions {
  /** How long a page may be kept at most; 0 turns the cache off. */
  ttlMs: number;
  /** Bound on the pages' total size, all three copies counted. */
  maxBytes: number;
  /** The origin a request's page is rendered for (canonical links are absolute). */
  originOf: (req: IncomingMessage) => string;
  /** Told of each lookup, for the hit-rate metric. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

/**
 * True when nothing in the request makes its page someone's: no session, basket or quote cookie, no bearer token.
 * Such a request renders exactly as any other visitor's would, so one copy serves them all.
 */
export function isAnonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization) return false;
  return !cookieNames(req.headers).some((name) => (SHOPPER_COOKIES as readonly string[]).includes(name));
}

/**
 * The shop's pages as anonymous visitors get them, as bytes, keyed by origin, path and query and by the catalogue's
 * and content's cache generations: a change to a product, a category or a news item moves a generation, and the next
 * request renders afresh. A hit is a map lookup and a write of bytes compressed in advance (Brotli and gzip, at their
 * best: a page goes out many times), answered before Express runs. Only whole pages (200) are kept; pages for a
 * visitor with a session, basket or quote, and pages showing a customer's own data (personal-pages.ts), are neither
 * looked up nor kept.
 */
export class PageCache extends AnswerCache {
  constructor(generations: CacheGenerationWatcher[], { ttlMs, maxBytes, originOf, onLookup }: PageCacheOptions) {
    super(generations, {
      ttlMs,
      maxBytes,
      onLookup,
      contentType: 'text/html; charset=utf-8',
      // Browsers may keep a page but revalidate it before each reuse.
      cacheControl: 'no-cache',
      vary: 'Cookie, Accept-Encoding',
      // Brotli first, as browsers list encodings without ranking them.
      encodings: ['br', 'gzip'],
      compress: 'stored',
      keyOf: (req) =>
        (req.method === 'GET' || req.method === 'HEAD') && isAnonymous(req) && !isPersonalPage(req.url ?? '/')
          ? `${originOf(req)}${req.url}`
          : null,
    });
  }
}
