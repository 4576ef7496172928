import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { CacheGeneration } from '@shop/kit';
import type { GatewayContext } from './context';

/**
 * Root fields whose answers are public and the same for every caller: the shop's catalog reads.
 * Everything they reach (product fields, related items, the category's name) must stay free of
 * per-caller data for this to hold.
 */
const PUBLIC_CATALOG_FIELDS = new Set(['products', 'product', 'hireProducts', 'hireProduct']);

/** An operation that asks only for public catalog reads (plain fields at the root, no fragments). */
export function isPublicCatalogRead(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  const fields = operation.selectionSet.selections.filter(
    (s) => !(s.kind === Kind.FIELD && s.name.value === '__typename'),
  );
  return fields.length > 0 && fields.every((s) => s.kind === Kind.FIELD && PUBLIC_CATALOG_FIELDS.has(s.name.value));
}

export interface CatalogCacheOptions {
  /** Upper bound on staleness should the catalog ever fail to move its generation on; 0 turns caching off. */
  ttlMs: number;
  maxEntries?: number;
  /** Bound on the answers' total JSON size, so varied searches cannot fill the heap. */
  maxBytes?: number;
  /** Told of each lookup, for the hit-rate metric. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

type CachedData = Record<string, unknown>;

/**
 * Answers repeated public catalog reads (GraphQL and the REST shims alike) from memory. Entries
 * are keyed by the catalog's cache generation, which the catalog moves on after every change
 * before it answers, so a read after a write never gets the old answer. Answers with errors (a
 * not-found product, say) are not kept.
 */
export function catalogCachePlugin(
  generation: CacheGeneration,
  { ttlMs, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, onLookup }: CatalogCacheOptions,
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
        async responseForOperation({ operation, queryHash, request }) {
          if (!isPublicCatalogRead(operation)) return null;
          const current = await generation.current();
          if (current === null) return null;
          const key = `${current}:${queryHash}:${request.operationName ?? ''}:${JSON.stringify(request.variables ?? {})}`;
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
        async willSendResponse({ response }) {
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
