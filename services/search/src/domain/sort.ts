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
