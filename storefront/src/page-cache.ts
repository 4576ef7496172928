import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SHOPPER_COOKIES } from '@shop/contracts';
import type { CacheGenerationWatcher } from '@shop/kit';
import { cookieNames } from './cookie-names';
import { isPersonalPage } from './personal-pages';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page as the bytes sent, in each encoding, with its strong validator. */
export interface CachedPage {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** What the middleware had set when the page was first sent (security headers), for the early answer. */
  headers: OutgoingHttpHeaders;
}

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

/** Set per request or per answer, so never replayed from the cache. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'content-length',
  'content-type',
  'content-encoding',
  'cache-control',
  'etag',
  'vary',
]);

/**
 * True when nothing in the request makes its page someone's: no session, basket or quote cookie, no bearer token.
 * Such a request renders exactly as any other visitor's would, so one copy serves them all.
 */
export function isAnonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization) return false;
  return !cookieNames(req.headers).some((name) => (SHOPPER_COOKIES as readonly string[]).includes(name));
}

/** Whether an Accept-Encoding header takes `encoding` (listed, or `*`, without q=0). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return (name === encoding || name === '*') && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/**
 * The shop's pages as anonymous visitors get them, as bytes, keyed by path and query and by the catalogue's and
 * content's cache generations (held in memory, moved on by their announcements): a change to a product, a category
 * or a news item moves a generation, and the next request renders afresh. A hit is a map lookup and a write of bytes
 * compressed in advance, answered before Express runs. Only whole pages (200) are kept; pages for a visitor with a
 * session, basket or quote, and pages showing a customer's own data (personal-pages.ts), are neither looked up nor
 * kept.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | null;

  constructor(
    private readonly generations: CacheGenerationWatcher[],
    private readonly options: PageCacheOptions,
  ) {
    this.entries =
      options.ttlMs > 0
        ? new LRUCache({
            ttl: options.ttlMs,
            maxSize: options.maxBytes,
            sizeCalculation: (page) => page.body.length + page.gzip.length + page.br.length,
          })
        : null;
  }

  /**
   * The key this request's page is kept under, or null when it must be rendered for the visitor alone: a visitor
   * with a session, basket or quote, or a page showing a customer's own data to whoever holds its link.
   */
  keyFor(req: IncomingMessage): string | null {
    if (!this.entries || (req.method !== 'GET' && req.method !== 'HEAD') || !isAnonymous(req)) return null;
    if (isPersonalPage(req.url ?? '/')) return null;
    const generations = this.generations.map((g) => g.current());
    // While a generation is unknown a change could go unseen: render every page.
    if (generations.some((g) => g === null)) return null;
    return `${generations.join(':')} ${this.options.originOf(req)}${req.url}`;
  }

  /**
   * Answers a request for a kept page before Express runs (no request id, log line or middleware: the headers
   * those set were kept with the page), and says whether it did.
   */
  answerEarly(req: IncomingMessage, res: ServerResponse): boolean {
    const key = this.keyFor(req);
    const page = key === null ? undefined : this.entries!.get(key);
    if (!page) return false;
    this.options.onLookup?.('hit');
    writePage(req, res, page, page.headers);
    return true;
  }

  /** Counts a lookup that found nothing (the request was not answered early). */
  missed(): void {
    this.options.onLookup?.('miss');
  }

  /** Compresses a rendered page once, in both encodings, and keeps it under `key`. */
  async store(key: string, html: string, res: ServerResponse): Promise<CachedPage> {
    const body = Buffer.from(html);
    const [gz, br] = await Promise.all([
      gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    const headers = Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !PER_REQUEST_HEADERS.has(name)),
    );
    const page = { body, gzip: gz, br, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, headers };
    this.entries?.set(key, page);
    return page;
  }
}

/**
 * Writes a kept page: 304 when the browser holds these bytes, else the copy its Accept-Encoding takes (Brotli first,
 * as browsers list encodings without ranking them). Browsers may keep it but revalidate before each reuse.
 */
export function writePage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  headers: OutgoingHttpHeaders = {},
): void {
  const validated = { ...headers, etag: page.etag, 'cache-control': 'no-cache', vary: 'Cookie, Accept-Encoding' };
  const candidates = req.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (candidates?.includes(page.etag) || candidates?.includes('*')) {
    res.writeHead(304, validated).end();
    return;
  }
  const header = req.headers['accept-encoding'];
  const encoding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null;
  const sent = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  res.writeHead(200, {
    ...validated,
    'content-type': 'text/html; charset=utf-8',
    'content-length': sent.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}
