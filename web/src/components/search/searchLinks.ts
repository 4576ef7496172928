import { PRICE_BAND_KEYS, SEARCH_SORTS, type SearchSort } from '@shop/contracts';

/**
 * The search page's state lives in its address (/sales/search?q=…&category=…&price=…&sale=1&sort=…&page=…), so a
 * link reproduces the page and the server renders it. These read it and write links to its neighbours.
 */
export const SEARCH_PAGE_SIZE = 24;

export interface SearchState {
  q: string;
  categoryId: number | null;
  priceBand: string | null;
  onSale: boolean;
  inStock: boolean;
  isNew: boolean;
  sort: SearchSort | null;
  page: number;
}

type Param = 'category' | 'price' | 'sale' | 'stock' | 'new' | 'sort' | 'page';

export function readSearchState(params: URLSearchParams): SearchState {
  const category = Number(params.get('category'));
  const price = params.get('price');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    categoryId: Number.isSafeInteger(category) && category > 0 ? category : null,
    priceBand: price && (PRICE_BAND_KEYS as readonly string[]).includes(price) ? price : null,
    onSale: params.get('sale') === '1',
    inStock: params.get('stock') === '1',
    isNew: params.get('new') === '1',
    sort: sort && (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The query's variables for a state: a page of SEARCH_PAGE_SIZE, filters left out when not chosen. */
export function searchVariables(state: SearchState) {
  return {
    q: state.q,
    categoryId: state.categoryId,
    priceBand: state.priceBand,
    onSale: state.onSale || null,
    inStock: state.inStock || null,
    isNew: state.isNew || null,
    sort: state.sort,
    limit: SEARCH_PAGE_SIZE,
    offset: (state.page - 1) * SEARCH_PAGE_SIZE,
  };
}

/**
 * The address of this search with one parameter set (or removed with null). Any change but the page's starts again
 * from the first page.
 */
export function searchLink(params: URLSearchParams, param: Param, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(param);
  else next.set(param, value);
  if (param !== 'page') next.delete('page');
  return `/sales/search?${next.toString()}`;
}

/** The address of a search for other words, the filters kept. */
export function searchForLink(params: URLSearchParams, q: string): string {
  const next = new URLSearchParams(params);
  next.set('q', q);
  next.delete('page');
  return `/sales/search?${next.toString()}`;
}
