import { z } from 'zod';

/**
 * The shop's product search as its clients ask for it: the words typed, the facets picked, an
 * order and a page. The search service validates with these; the shop builds its links from them.
 */

/** Price bands a result set is counted into; money in pence, `maxPence` exclusive (null: no upper bound). */
export const PRICE_BANDS = [
  { key: 'under-100', label: 'Under £100', minPence: 0, maxPence: 10_000 },
  { key: '100-250', label: '£100 to £250', minPence: 10_000, maxPence: 25_000 },
  { key: '250-500', label: '£250 to £500', minPence: 25_000, maxPence: 50_000 },
  { key: '500-1000', label: '£500 to £1,000', minPence: 50_000, maxPence: 100_000 },
  { key: '1000-plus', label: '£1,000 and over', minPence: 100_000, maxPence: null },
] as const satisfies readonly { key: string; label: string; minPence: number; maxPence: number | null }[];

export type PriceBand = (typeof PRICE_BANDS)[number];
export const PRICE_BAND_KEYS = PRICE_BANDS.map((b) => b.key) as [PriceBand['key'], ...PriceBand['key'][]];

/** Relevance first; `name` is the product list's A to Z, so the list's sorts all apply to a search. */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_KINDS = ['sale', 'hire'] as const;

/** A results page holds at most this many products (the product list's own ceiling). */
export const SEARCH_PAGE_MAX = 200;
/** Paging stops here: past it a shopper refines the search rather than reading on. */
export const SEARCH_OFFSET_MAX = 10_000;
/** Suggestions shown under the search box at most, and the characters typed before any are offered. */
export const SUGGESTIONS_MAX = 10;
export const CATEGORY_SUGGESTIONS_MAX = 3;
export const SUGGEST_FROM_CHARACTERS = 2;
export const SEARCH_TEXT_MAX = 100;

const searchText = z.string().trim().max(SEARCH_TEXT_MAX, `Search must be at most ${SEARCH_TEXT_MAX} characters`);
const whole = (label: string) => z.number().int(`${label} must be a whole number`);

export const productSearchSchema = z.object({
  q: searchText.nullish().transform((v) => v ?? ''),
  kind: z.enum(SEARCH_KINDS).nullish(),
  categoryId: whole('categoryId').positive('categoryId must be a category id').nullish(),
  priceBand: z.enum(PRICE_BAND_KEYS, { error: `priceBand must be one of ${PRICE_BAND_KEYS.join(', ')}` }).nullish(),
  inStock: z.boolean().nullish(),
  onSale: z.boolean().nullish(),
  isNew: z.boolean().nullish(),
  sort: z.enum(SEARCH_SORTS).nullish(),
  limit: whole('limit')
    .min(1, 'limit must be at least 1')
    .nullish()
    .transform((v) => Math.min(v ?? 24, SEARCH_PAGE_MAX)),
  offset: whole('offset')
    .min(0, 'offset must be 0 or more')
    .max(SEARCH_OFFSET_MAX, `offset must be at most ${SEARCH_OFFSET_MAX}`)
    .nullish()
    .transform((v) => v ?? 0),
});
export type ProductSearchArgs = z.output<typeof productSearchSchema>;

export const searchSuggestionsSchema = z.object({
  q: searchText,
  limit: whole('limit')
    .min(1, 'limit must be at least 1')
    .nullish()
    .transform((v) => Math.min(v ?? 5, SUGGESTIONS_MAX)),
});
