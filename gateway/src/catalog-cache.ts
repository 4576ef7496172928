import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { CacheGenerationWatcher } from '@shop/kit';
import type { GatewayContext } from './context';
import { requestSession } from './session-guard';

/**
 * Root fields whose answers are public and the same for every caller: the shop's catalog reads, its
 * categories (content's, which every page's header and footer ask for) and the home page's active
 * news (content's too: a news change moves content's generation on). Everything they reach (product
 * fields, related items, the category's name) must stay free of per-caller data for this to hold.
 */
const PUBLIC_CATALOG_FIELDS = new Set([
  'products',
  'product',
  'hireProducts',
  'hireProduct',
  'categories',
  'categoryBySlug',
  'category',
  'activeNews',
]);

/** An operation that asks only for public catalog reads (plain fields at the root, no fragments). */
export function isPublicCatalogRead(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  const fields = operation.selectionSet.selections.filter(
    (s) => !(s.kind === Kind.FIELD && s.name.value === '__typename'),
  );
  return fields.length > 0 && fields.every((s) => s.kind === Kind.FIELD && PUBLIC_CATALOG_FIELDS.has(s.name.value));
}

export interface CatalogCacheOptions {
  /**
   * The subgraph answering a root mutation field: only a write to the generations' own services
   * moves them on, so only such a write has them read afresh. Unknown (undefined) reads them all.
   */
  mutationOwner?: (field: string) => string | undefined;
  /** Upper bound on staleness should the catalog ever fail to move its generation on; 0 turns caching off. */
  ttlMs: number;
  maxEntries?: number;
  /** Bound on the answers' total JSON size, so varied searches cannot fill the heap. */
  maxBytes?: number;
  /** Told of each lookup, for the hit-rate metric. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

/** A REST answer as the bytes sent, with its strong validator. */
export interface CachedResponse {
  body: Buffer;
  /**
   * The same bytes gzipped, made once by the first request that accepts gzip: an answer that is
   * not kept (cache off) or goes out as 304 or plain is never compressed.
   */
  gzipped?: Buffer;
  etag: string;
  /** What the middleware had set when the answer was first sent (security headers), for the fast path. */
  headers: OutgoingHttpHeaders;
}

/** Set per request, so never replayed from the cache. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'set-cookie', 'content-length', 'content-type']);
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * The REST shims' public catalog answers as serialized bytes, keyed by the catalog's and content's
 * cache generations (held in memory, see CacheGenerationWatcher; content's for the categories): a
 * hit is a map lookup and a write of bytes, with no GraphQL execution, no JSON serialization and no
 * Redis round trip.
 */
export class CatalogResponseCache {
  private readonly entries: LRUCache<string, CachedResponse> | null;
  private readonly onLookup: CatalogCacheOptions['onLookup'];

  constructor(
    private readonly generations: CacheGenerationWatcher[],
    { ttlMs, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, onLookup }: CatalogCacheOptions,
  ) {
    this.onLookup = onLookup;
    this.entries =
      ttlMs > 0
        ? new LRUCache({ max: maxEntries, ttl: ttlMs, maxSize: maxBytes, sizeCalculation: (e) => e.body.length || 1 })
        : null;
  }

  /**
   * The key to keep this request's answer under, or null when the cache cannot be used right now.
   * Hits never get this far (answerEarly), so asking is a miss. A kept answer goes to everyone
   * before anyone's session is read, so only an anonymous caller's answer is kept: a signed-in
   * one's could hold what their role alone may see.
   */
  missKey(req: Request, res: Response): string | null {
    const generation = this.generation();
    if (!this.entries || generation === null) return null;
    this.onLookup?.('miss');
    if (requestSession(res)) return null;
    return `${generation}:${req.method}:${req.originalUrl}`;
  }

  /** The generations the answers are kept under, together; null while any is unknown. */
  private generation(): string | null {
    const current = this.generations.map((watcher) => watcher.current());
    return current.includes(null) ? null : current.join('/');
  }

  /** Serializes a successful answer once; it is kept when `key` is given. */
  store(key: string | null, value: unknown, res: Response): CachedResponse {
    const body = Buffer.from(JSON.stringify(value));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (!key || !this.entries) return { body, etag, headers: {} };
    // Only a kept answer is replayed before the middleware runs, so only it needs their headers.
    const headers = Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !PER_REQUEST_HEADERS.has(name)),
    );
    const entry = { body, etag, headers };
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Answers a request for a kept answer before Express runs at all (no request id, log line or
   * middleware: the headers those set were kept with the answer), and says whether it did. Only
   * answers the REST router stored are kept, so an exact URL match is a cacheable route's.
   */
  answerEarly(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.entries) return false;
    const generation = this.generation();
    const entry = generation === null ? undefined : this.entries.get(`${generation}:GET:${req.url}`);
    if (!entry) return false;
    this.onLookup?.('hit');
    writeCachedResponse(req, res, entry, entry.headers);
    return true;
  }
}

/**
 * Writes a public catalog answer with its validator, on either path (before Express, with the
 * headers kept with it; or from the REST router, whose middleware set them already): 304 when
 * the browser or CDN holds these bytes; otherwise the bytes, gzipped when accepted, which they
 * may keep but must revalidate before reuse.
 */
export function writeCachedResponse(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  headers: OutgoingHttpHeaders = {},
): void {
  const { body, etag } = entry;
  const validated = { ...headers, etag, 'cache-control': 'public, no-cache', vary: 'Accept-Encoding' };
  const candidates = req.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (candidates?.includes(etag) || candidates?.includes('*')) {
    res.writeHead(304, validated).end();
    return;
  }
  const gzip = body.length > COMPRESS_ABOVE_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const sent = gzip ? (entry.gzipped ??= gzipSync(body)) : body;
  res
    .writeHead(200, {
      ...validated,
      'content-type': 'application/json; charset=utf-8',
      'content-length': sent.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    .end(sent);
}

type CachedData = Record<string, unknown>;

/**
 * Answers repeated public catalog reads over GraphQL from memory. Entries are keyed by the
 * catalog's and content's cache generations, which each service moves on after every change
 * before it answers and announces to every gateway replica; a replica that passed on a write reads
 * the generations afresh before answering, so its own next read never gets the old answer. Answers
 * with errors (a not-found product, say) are not kept. Entries are kept apart by the caller's role
 * (anonymous, customer, admin): a public root field can still reach an admin-only field (a
 * product's `onHand`), whose answer to an admin must never be replayed to anyone else.
 */
export function catalogCachePlugin(
  generations: CacheGenerationWatcher[],
  { ttlMs, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, onLookup, mutationOwner }: CatalogCacheOptions,
): ApolloServerPlugin<GatewayContext> {
  if (ttlMs <= 0) return {};
  const cache = new LRUCache<string, CachedData>({
    max: maxEntries,
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (data) => Math.max(JSON.stringify(data).length, 1),
  });
  return {
    async requestDidStart() {
      let missedKey: string | null = null;
      return {
        async responseForOperation({ operation, queryHash, request, contextValue }) {
          if (contextValue.skipCatalogCache || !isPublicCatalogRead(operation)) return null;
          const current = generations.map((generation) => generation.current());
          if (current.includes(null)) return null;
          const role = requestSession(contextValue.res)?.user.role ?? 'anonymous';
          const key = `${role}:${current.join('/')}:${queryHash}:${request.operationName ?? ''}:${JSON.stringify(request.variables ?? {})}`;
          const data = cache.get(key);
          onLookup?.(data ? 'hit' : 'miss');
          if (!data) {
            missedKey = key;
            return null;
          }
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: { data } },
          };
        },
        async willSendResponse({ response, operation }) {
          // A write to a generation's service moved it on (REST writes run through here too).
          if (operation?.operation === 'mutation') {
            const owners = operation.selectionSet.selections.map((s) =>
              s.kind === Kind.FIELD ? mutationOwner?.(s.name.value) : undefined,
            );
            const moved = generations.filter((g) => owners.some((owner) => owner === undefined || owner === g.owner));
            await Promise.all(moved.map((g) => g.refresh()));
          }
          if (!missedKey || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          // Frozen: the same object answers later requests, so nothing downstream may change it.
          if (data && !errors) cache.set(missedKey, deepFreeze(data));
        },
      };
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
