import { z } from 'zod';
import { CATEGORY_SUGGESTIONS_MAX, PRICE_BANDS, SEARCH_PAGE_MAX, SUGGESTIONS_MAX } from './search';

/**
 * The most entries each list field of the graph answers, by type and field. The subgraph that
 * owns a field stops there (a larger `limit` is clamped to it); the gateway counts the list at
 * that length when it costs a query, so a query's cost is what it can really fetch. A list
 * without a `limit` answers `byDefault` entries when given, else `max`.
 *
 * The shop's listings show a whole category, search or the deals on one page, so they take 200;
 * the admin's inventory, quote, category and news tables show everything on one page and take
 * 1,000 (a shop that outgrows that needs server paging, as Orders has); the hire table takes 500,
 * as each of its rows carries a kit's parts. Lists held inside one record (basket, order and
 * quote lines) are capped where they are written. `byDefault` is only for fields that take a
 * `limit` themselves.
 */
export const LIST_SIZES = {
  Query: {
    products: { max: 200 },
    hireProducts: { max: 200 },
    adminProducts: { max: 1000 },
    adminHireProducts: { max: 500 },
    categories: { max: 500 },
    adminCategories: { max: 1000 },
    news: { max: 1000 },
    activeNews: { max: 50, byDefault: 10 },
    wishlist: { max: 200 },
    myOrders: { max: 50 },
    // The latest 100 returns in a status, each with up to 50 lines: the admin's list stays within half a query's cost.
    adminReturns: { max: 100 },
    // The account's Quotes tab: the latest 20, each with its priced lines.
    myHireQuotes: { max: 20 },
    adminHireQuotes: { max: 200 },
    hireQuoteItems: { max: 20 },
    // A product's units: at least as many as one import adds (hire-units' MAX_UNITS_PER_ADD).
    hireUnits: { max: 5000 },
    hirePlanningBookings: { max: 200 },
    // Today and tomorrow.
    hireDaySheet: { max: 2 },
    emailLog: { max: 200, byDefault: 50 },
    mailchimpLists: { max: 100 },
    mailchimpTags: { max: 100 },
    // hire-terms' hireTerms: seven lines today.
    hireTerms: { max: 20 },
  },
  // The units one add or one CSV import makes (hire-units' MAX_UNITS_PER_ADD).
  Mutation: { addHireUnits: { max: 5000 }, importHireUnits: { max: 5000 } },
  Product: { related: { max: 4 }, kitParts: { max: 20 } },
  Category: { children: { max: 100 } },
  Cart: { items: { max: 50 } },
  // Ten returns at most, each with up to four lines in the order's history (requested, decided, received, refunded).
  Order: { items: { max: 50 }, nextStatuses: { max: 5 }, returns: { max: 10 }, history: { max: 50 } },
  OrderReturn: { lines: { max: 50 } },
  OrderPage: { items: { max: 100 } },
  HireQuote: { items: { max: 20 }, revisions: { max: 20 } },
  HireQuoteRevision: { terms: { max: 20 } },
  HireQuoteDraft: { hireLines: { max: 20 }, fixedLines: { max: 20 } },
  HireQuotePrice: { lines: { max: 40 } },
  HireQuotePriceLine: { breakdown: { max: 3 } },
  HireBooking: { payments: { max: 50 } },
  HireDayAvailability: { days: { max: 62 } },
  HireFloor: { lines: { max: 20 }, units: { max: 500 } },
  // Eight weeks (hire-calendar's PLANNING_DAYS), a row per hire product as the admin's table has
  // them. The bookings' bars are one list across all products (the hire service's
  // MAX_PLANNING_BARS), earliest first: past 2,000 the latest are left off and `barsCut` says so.
  HirePlanning: { days: { max: 56 }, rows: { max: 500 }, bars: { max: 2000 } },
  HirePlanningRow: { days: { max: 56 }, out: { max: 56 }, turnaround: { max: 56 }, shortDays: { max: 56 } },
  HireSheetDay: { goingOut: { max: 100 }, comingBack: { max: 100 } },
  HireSheetBooking: { lines: { max: 20 }, unitsOut: { max: 500 }, unitsBack: { max: 500 } },
  OvercommitOverride: { shortfalls: { max: 20 } },
  HireAcceptanceRefusal: { shortfalls: { max: 20 } },
  ProductImportResult: { invalidDetails: { max: 5000 }, insertResults: { max: 5000 } },
  HireImportResult: { invalidDetails: { max: 5000 }, insertResults: { max: 5000 } },
  ImportRowError: { errors: { max: 50 } },
  // Search: a results page, its category facets (one per category at most) and price bands, and the search
  // box's suggestions.
  ProductSearch: { products: { max: SEARCH_PAGE_MAX } },
  SearchFacets: { categories: { max: 1000 }, priceBands: { max: PRICE_BANDS.length } },
  SearchSuggestions: { products: { max: SUGGESTIONS_MAX }, categories: { max: CATEGORY_SUGGESTIONS_MAX } },
} as const satisfies Record<string, Record<string, ListSize>>;

/**
 * Fields whose answer costs the server far more than a stored value, by type and field, in the
 * fields' worth a query's cost counts each one (1 for any other field): a revision's PDF is drawn
 * on demand, so asking for it is priced like a large list and the budget runs out accordingly.
 */
export const FIELD_WEIGHTS = {
  HireQuoteRevision: { pdf: 1000 },
} as const satisfies Record<string, Record<string, number>>;

/** What one answer of a field counts in a query's cost. */
export function fieldWeightOf(type: string, field: string): number {
  return (FIELD_WEIGHTS as Record<string, Record<string, number> | undefined>)[type]?.[field] ?? 1;
}

export interface ListSize {
  max: number;
  byDefault?: number;
}

type ListFields = typeof LIST_SIZES;

/** The size entry of a list field, or undefined for a field that is not a list of the graph. */
export function listSizeOf(type: string, field: string): ListSize | undefined {
  return (LIST_SIZES as Record<string, Record<string, ListSize> | undefined>)[type]?.[field];
}

/** How many entries a list answers when asked for `requested` (or nothing). */
export const entriesAnswered = ({ max, byDefault }: ListSize, requested?: number | null): number =>
  Math.min(requested ?? byDefault ?? max, max);

/**
 * A list field's `limit` argument: a whole number from 1, clamped to the field's ceiling, the
 * field's default when absent. Clamped rather than refused, as list APIs usually do.
 */
export const listLimitSchema = <T extends keyof ListFields>(type: T, field: keyof ListFields[T]) => {
  const size = LIST_SIZES[type][field] as ListSize;
  return z
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .nullish()
    .transform((limit) => entriesAnswered(size, limit));
};

/** The ceiling of a list field, for lists a service bounds itself (e.g. the lines a basket may hold). */
export const listCeiling = <T extends keyof ListFields>(type: T, field: keyof ListFields[T]): number =>
  (LIST_SIZES[type][field] as ListSize).max;
