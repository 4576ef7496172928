import { toGbp, toGbpOrNull, quoteLineTotalPence } from '@shop/contracts';
import type { Model } from 'mongoose';
import { ratePence } from '../domain/quote-rules';
import type { HireProductView } from '../models/product-view';
import { requestDetails, type Quote, type QuoteItem } from '../models/quote';

export type ProductsById = ReadonlyMap<number, HireProductView>;

/** The read-model rows of every product the quotes' lines name, in one query. */
export async function productsOf(ProductView: Model<HireProductView>, quotes: readonly Quote[]): Promise<ProductsById> {
  const ids = [...new Set(quotes.flatMap((q) => q.items.map((item) => item.productId)))];
  const products = await ProductView.find({ id: { $in: ids } }).lean<HireProductView[]>();
  return new Map(products.map((p) => [p.id, p]));
}

/** A quote line as the API shows it; `view` and `range` stay on the server (availability resolves from them). */
export function toItemDto(quote: Quote, item: QuoteItem, view: HireProductView | undefined) {
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

export type QuoteItemDto = ReturnType<typeof toItemDto>;

export function toQuoteDto(quote: Quote, products: ProductsById) {
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
