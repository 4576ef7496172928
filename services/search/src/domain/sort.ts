/** The orders a search result may be shown in; relevance is the engine's score, ties broken by id so pages are stable. */
import type { SearchSort } from '@shop/contracts';
import type { SearchDocument } from './search-document';

export type { SearchSort };

export interface Scored {
  doc: SearchDocument;
  score: number;
}

export function compareBy(sort: SearchSort): (a: Scored, b: Scored) => number {
  switch (sort) {
    case 'price_asc':
      return (a, b) => a.doc.pricePence - b.doc.pricePence || a.doc.id - b.doc.id;
    case 'price_desc':
      return (a, b) => b.doc.pricePence - a.doc.pricePence || b.doc.id - a.doc.id;
    case 'name':
      return (a, b) => a.doc.name.localeCompare(b.doc.name, 'en-GB') || a.doc.id - b.doc.id;
    case 'newest':
      return (a, b) => b.doc.createdAt.localeCompare(a.doc.createdAt) || b.doc.id - a.doc.id;
    default:
      return (a, b) => b.score - a.score || a.doc.id - b.doc.id;
  }
}

/**
 * The first `count` items in `compare`'s order, as sorting them all and slicing would give. A page
 * is short beside the matches, so most items are dismissed by one comparison with the page's last.
 */
export function firstInOrder<T>(items: readonly T[], compare: (a: T, b: T) => number, count: number): T[] {
  if (count >= items.length / 4) return [...items].sort(compare).slice(0, count);
  const first: T[] = [];
  for (const item of items) {
    if (first.length === count && compare(item, first[count - 1]) >= 0) continue;
    let at = first.length;
    while (at > 0 && compare(item, first[at - 1]) < 0) at -= 1;
    first.splice(at, 0, item);
    if (first.length > count) first.pop();
  }
  return first;
}
