import { toGbp, toGbpOrNull, quoteLineTotalPence } from '@shop/contracts';
import type { ProductAvailability } from '../application/availability-queries';
import type { QuotesWithProducts } from '../application/quote-queries';
import type { DateRange } from '../domain/availability';
import { ratePence } from '../domain/quote-rules';
import type { HireProductView } from '../models/product-view';
import { requestDetails, type Quote, type QuoteItem } from '../models/quote';
import type { HireAvailability, HireQuoteItem, ResolversParentTypes } from './__generated__/resolvers';

/**
 * A quote line as its resolvers hold it (the codegen mapper of HireQuoteItem): the API's fields, and
 * the product row and dates the desk's `availability` field is worked out from, which stay on the server.
 */
export type QuoteLine = Omit<HireQuoteItem, 'availability'> & {
  lineTotalPence: number;
  view: HireProductView | undefined;
  range: DateRange;
};

export type QuoteAnswer = ResolversParentTypes['HireQuote'];

export function toItemDto(quote: Quote, item: QuoteItem, view: HireProductView | undefined): QuoteLine {
  const rate = view ? ratePence(view, item.hirePeriod) : null;
  return {
    id: item.id,
    quoteId: quote.id,
    productId: item.productId,
    quantity: item.quantity,
    hirePeriod: item.hirePeriod,
    createdAt: item.createdAt.toISOString(),
    product: {
      id: item.productId,
      name: view?.name ?? `Product ${item.productId}`,
      slug: view?.slug ?? '',
      hirePriceDaily: toGbpOrNull(view?.hirePriceDailyPence),
      hirePriceWeekly: toGbpOrNull(view?.hirePriceWeeklyPence),
      hirePriceMonthly: toGbpOrNull(view?.hirePriceMonthlyPence),
    },
    unitPrice: toGbp(rate ?? 0),
    lineTotalPence: quoteLineTotalPence(rate, item.quantity),
    lineTotal: toGbp(quoteLineTotalPence(rate, item.quantity)),
    view,
    range: { start: quote.startDate, end: quote.endDate },
  };
}

function toQuoteDto(quote: Quote, products: QuotesWithProducts['products']): QuoteAnswer {
  const items = quote.items.map((item) => toItemDto(quote, item, products.get(item.productId)));
  const override = quote.overcommitOverride;
  return {
    id: quote.id,
    userId: quote.userId,
    ...requestDetails(quote),
    startDate: quote.startDate.toISOString(),
    endDate: quote.endDate.toISOString(),
    status: quote.status,
    itemCount: items.length,
    items,
    totalValue: toGbp(items.reduce((sum, item) => sum + item.lineTotalPence, 0)),
    requestedAt: quote.requestedAt?.toISOString() ?? null,
    overcommitOverride: override
      ? { byUserId: override.by, at: new Date(override.at).toISOString(), shortfalls: override.shortfalls }
      : null,
    version: quote.version,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

/** Every quote read, in the order read. */
export const toQuoteDtos = ({ quotes, products }: QuotesWithProducts): QuoteAnswer[] =>
  quotes.map((quote) => toQuoteDto(quote, products));

export const toAvailabilityDto = ({ product, range, free }: ProductAvailability): HireAvailability => ({
  productId: product.id,
  slug: product.slug,
  start: range.start.toISOString(),
  end: range.end.toISOString(),
  stock: free.stock,
  committed: free.committed,
  available: free.available,
  turnaroundDays: product.turnaroundDays,
});
