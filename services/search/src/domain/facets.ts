/**
 * Facets of a result set and the filters a shopper picks from them. Each facet is counted with
 * every other chosen filter applied but not its own, so picking "Microphones" still shows how many
 * results the other categories hold.
 */
import { PRICE_BANDS, type PriceBand } from '@shop/contracts';
import { inStock, type ProductKind, type SearchDocument } from './search-document';

export interface SearchFilters {
  kind?: ProductKind;
  categoryId?: number;
  /** The chosen category and those under it (the index fills it in from categoryId); absent: categoryId alone. */
  categoryIds?: ReadonlySet<number>;
  priceBand?: string;
  inStock?: boolean;
  onSale?: boolean;
  isNew?: boolean;
}

export interface Facets {
  categories: { categoryId: number; count: number }[];
  priceBands: { key: string; label: string; count: number }[];
  inStock: number;
  onSale: number;
  isNew: number;
}

const inBand = (band: PriceBand, pence: number) =>
  pence >= band.minPence && (band.maxPence === null || pence < band.maxPence);

function inCategory(doc: SearchDocument, { categoryId, categoryIds }: SearchFilters): boolean {
  if (categoryIds) return categoryIds.has(doc.categoryId);
  return categoryId === undefined || doc.categoryId === categoryId;
}

type FacetName = 'category' | 'priceBand' | 'inStock' | 'onSale' | 'isNew';

/** Whether a document passes the chosen filters, leaving out one facet's own filter when counting it. */
function passes(doc: SearchDocument, filters: SearchFilters, except?: FacetName): boolean {
  if (filters.kind && doc.kind !== filters.kind) return false;
  if (except !== 'category' && !inCategory(doc, filters)) return false;
  if (except !== 'priceBand' && filters.priceBand !== undefined) {
    const band = PRICE_BANDS.find((b) => b.key === filters.priceBand);
    if (!band || !inBand(band, doc.pricePence)) return false;
  }
  if (except !== 'inStock' && filters.inStock && !inStock(doc)) return false;
  if (except !== 'onSale' && filters.onSale && !doc.isOnSale) return false;
  if (except !== 'isNew' && filters.isNew && !doc.isNew) return false;
  return true;
}

export const matchesFilters = (doc: SearchDocument, filters: SearchFilters): boolean => passes(doc, filters);

export function countFacets(docs: readonly SearchDocument[], filters: SearchFilters): Facets {
  const categories = new Map<number, number>();
  const bands = new Map<string, number>(PRICE_BANDS.map((b) => [b.key, 0]));
  let stocked = 0;
  let onSale = 0;
  let isNew = 0;
  for (const doc of docs) {
    if (passes(doc, filters, 'category')) categories.set(doc.categoryId, (categories.get(doc.categoryId) ?? 0) + 1);
    if (passes(doc, filters, 'priceBand')) {
      const band = PRICE_BANDS.find((b) => inBand(b, doc.pricePence));
      if (band) bands.set(band.key, (bands.get(band.key) ?? 0) + 1);
    }
    if (inStock(doc) && passes(doc, filters, 'inStock')) stocked += 1;
    if (doc.isOnSale && passes(doc, filters, 'onSale')) onSale += 1;
    if (doc.isNew && passes(doc, filters, 'isNew')) isNew += 1;
  }
  return {
    categories: [...categories]
      .map(([categoryId, count]) => ({ categoryId, count }))
      .sort((a, b) => b.count - a.count || a.categoryId - b.categoryId),
    priceBands: PRICE_BANDS.map((b) => ({ key: b.key, label: b.label, count: bands.get(b.key) ?? 0 })),
    inStock: stocked,
    onSale,
    isNew,
  };
}
