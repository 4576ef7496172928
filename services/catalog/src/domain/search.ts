/** Search and ranking over products, done in code: the local MongoDB-wire servers have no text indexes. */
import type { ProductSort } from '@shop/contracts';

/** A literal, case-insensitive pattern: user input never becomes regex syntax. NUL is escaped, as BSON refuses it raw in a pattern. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00');
}

interface Searchable {
  name: string;
}

/** 0: name starts with the query; 1: name contains it; 2: only slug or description do. */
export function searchRank(item: Searchable, query: string): number {
  const name = item.name.toLowerCase();
  const q = query.toLowerCase();
  if (name.startsWith(q)) return 0;
  return name.includes(q) ? 1 : 2;
}

/** Name matches first; the order within each rank (the requested sort) is kept. */
export function rankByName<T extends Searchable>(items: T[], query: string): T[] {
  return items
    .map((item, position) => ({ item, position, rank: searchRank(item, query) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ item }) => item);
}

export type { ProductSort };

/** Mongo sort per listing order; id breaks ties so pages are stable. */
export function sortSpec(sort: ProductSort | null | undefined): Record<string, 1 | -1> {
  switch (sort) {
    case 'price_asc':
      return { pricePence: 1, id: 1 };
    case 'price_desc':
      return { pricePence: -1, id: -1 };
    case 'name':
      return { name: 1, id: 1 };
    default:
      return { createdAt: -1, id: -1 };
  }
}
