import type { AdminOrderFilter, OrderStatus } from '../../graphql/orders';

/** What the admin narrows the orders table by; null or empty means "any". */
export interface OrderFilters {
  status: OrderStatus | null;
  /** First and last day included, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  search: string;
}

/** The filters and the page of the table the admin is looking at. */
export interface OrdersView {
  filters: OrderFilters;
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50];

export const INITIAL_VIEW: OrdersView = {
  filters: { status: null, from: null, to: null, search: '' },
  page: 1,
  pageSize: 20,
};

const FILTER_KEYS = ['status', 'from', 'to', 'search'] as const;

/** The view with some filters changed: back to page 1, unless nothing actually changed. */
export function withFilters(view: OrdersView, changes: Partial<OrderFilters>): OrdersView {
  const filters = { ...view.filters, ...changes };
  if (FILTER_KEYS.every((key) => filters[key] === view.filters[key])) return view;
  return { ...view, filters, page: 1 };
}

/** The view at another page; a new page size starts again at page 1. */
export function withPage(view: OrdersView, page: number, pageSize: number): OrdersView {
  return { ...view, page: pageSize === view.pageSize ? page : 1, pageSize };
}

/** The server-side filter of the page in view. */
export function toAdminOrderFilter({ filters, page, pageSize }: OrdersView): AdminOrderFilter {
  return {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    search: filters.search || null,
    page,
    pageSize,
  };
}
