import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { AnswerCache, generationKey, type CacheGenerationWatcher } from '@shop/kit';
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

/**
 * The REST shims' public catalog answers as serialized bytes, keyed by the catalog's and content's
 * cache generations (content's for the categories): a hit is a map lookup and a write of bytes,
 * with no GraphQL execution, no JSON serialization and no Redis round trip. Only answers the REST
 * router stored are kept, so any GET whose address matches one is a cacheable route's. An answer
 * goes gzipped when above 1 kB and accepted, from a copy made by the first request that asks.
 */
export class CatalogResponseCache extends AnswerCache {
  constructor(
    generations: CacheGenerationWatcher[],
    { ttlMs, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, onLookup }: CatalogCacheOptions,
  ) {
    super(generations, {
      ttlMs,
      maxEntries,
      maxBytes,
      onLookup,
      contentType: 'application/json; charset=utf-8',
      // Browsers and CDNs may keep an answer but revalidate it before reuse.
      cacheControl: 'public, no-cache',
      vary: 'Accept-Encoding',
      encodings: ['gzip'],
      compress: 'asked',
      compressAbove: 1024,
      // Express keeps the address as received in originalUrl; before Express runs it is url.
      keyOf: (req) => (req.method === 'GET' ? ((req as Partial<Request>).originalUrl ?? req.url ?? null) : null),
    });
  }

  /**
   * The key to keep this request's answer under, or null when it must not be kept. Hits never get
   * this far (answerEarly), so asking is a miss. A kept answer goes to everyone before anyone's
   * session is read, so only an anonymous caller's answer is kept: a signed-in one's could hold
   * what their role alone may see.
   */
  missKey(req: Request, res: Response): string | null {
    const key = this.keyFor(req);
    if (key === null) return null;
    this.missed();
    return requestSession(res) ? null : key;
  }
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
          const generation = generationKey(generations);
          if (generation === null) return null;
          const role = requestSession(contextValue.res)?.user.role ?? 'anonymous';
          const key = `${role}:${generation}:${queryHash}:${request.operationName ?? ''}:${JSON.stringify(request.variables ?? {})}`;
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
