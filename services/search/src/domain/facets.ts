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

// Each filter a document fails is a bit; a facet counts a document that fails no filter but its own.
const FAILS = { kind: 1, category: 2, priceBand: 4, inStock: 8, onSale: 16, isNew: 32 } as const;

// Read once: a facet count asks for every result's band.
const BANDS: readonly PriceBand[] = PRICE_BANDS;

/** The index of the band a price is in, or -1. */
function bandIndexOf(pence: number): number {
  for (let i = 0; i < BANDS.length; i++) if (inBand(BANDS[i], pence)) return i;
  return -1;
}

const bandOf = (pence: number): PriceBand | undefined => BANDS[bandIndexOf(pence)];

/** Whether any filter is chosen: with none, every result is kept. */
export const filtersChosen = (f: SearchFilters): boolean =>
  Boolean(
    f.kind ||
    f.categoryId !== undefined ||
    f.categoryIds ||
    f.priceBand !== undefined ||
    f.inStock ||
    f.onSale ||
    f.isNew,
  );

/** The filters a document fails, as FAILS bits; an unknown price band fails every document. */
function failures(doc: SearchDocument, filters: SearchFilters, band: PriceBand | undefined): number {
  let failed = 0;
  if (filters.kind && doc.kind !== filters.kind) failed |= FAILS.kind;
  if (!inCategory(doc, filters)) failed |= FAILS.category;
  if (filters.priceBand !== undefined && band?.key !== filters.priceBand) failed |= FAILS.priceBand;
  if (filters.inStock && !inStock(doc)) failed |= FAILS.inStock;
  if (filters.onSale && !doc.isOnSale) failed |= FAILS.onSale;
  if (filters.isNew && !doc.isNew) failed |= FAILS.isNew;
  return failed;
}

/** Whether a document passes the chosen filters, leaving out one facet's own filter when counting it. */
function passes(doc: SearchDocument, filters: SearchFilters, except?: FacetName): boolean {
  const failed = failures(doc, filters, bandOf(doc.pricePence));
  return (failed & ~(except ? FAILS[except] : 0)) === 0;
}

export const matchesFilters = (doc: SearchDocument, filters: SearchFilters): boolean => passes(doc, filters);

export function countFacets(docs: readonly SearchDocument[], filters: SearchFilters): Facets {
  const categories = new Map<number, number>();
  const bands = BANDS.map(() => 0);
  // With no filter chosen (most searches) no document fails one.
  const anyChosen = filtersChosen(filters);
  let stocked = 0;
  let onSale = 0;
  let isNew = 0;
  for (const doc of docs) {
    const band = bandIndexOf(doc.pricePence);
    const failed = anyChosen ? failures(doc, filters, BANDS[band]) : 0;
    if ((failed & ~FAILS.category) === 0) categories.set(doc.categoryId, (categories.get(doc.categoryId) ?? 0) + 1);
    if (band >= 0 && (failed & ~FAILS.priceBand) === 0) bands[band] += 1;
    if (inStock(doc) && (failed & ~FAILS.inStock) === 0) stocked += 1;
    if (doc.isOnSale && (failed & ~FAILS.onSale) === 0) onSale += 1;
    if (doc.isNew && (failed & ~FAILS.isNew) === 0) isNew += 1;
  }
  return {
    categories: [...categories]
      .map(([categoryId, count]) => ({ categoryId, count }))
      .sort((a, b) => b.count - a.count || a.categoryId - b.categoryId),
    priceBands: BANDS.map((b, i) => ({ key: b.key, label: b.label, count: bands[i] })),
    inStock: stocked,
    onSale,
    isNew,
  };
}
