import { event } from '@shop/kit';
import type { HireQuoteStatus } from '@shop/contracts';
import { requestDetails, type Quote } from '../models/quote';

/** HireQuoteRequested: the quote with every line, named as the desk and the customer will read them. */
export const quoteRequested = (quote: Quote, names: ReadonlyMap<number, string>) =>
  event('HireQuoteRequested', {
    quoteId: quote.id,
    userId: quote.userId,
    ...requestDetails(quote),
    startDate: quote.startDate.toISOString(),
    endDate: quote.endDate.toISOString(),
    items: quote.items.map((item) => ({
      productId: item.productId,
      name: names.get(item.productId) ?? `Product ${item.productId}`,
      quantity: item.quantity,
      hirePeriod: item.hirePeriod,
    })),
  });

export const quoteStatusChanged = (quote: Quote, from: HireQuoteStatus) =>
  event('HireQuoteStatusChanged', {
    quoteId: quote.id,
    userId: quote.userId,
    from,
    to: quote.status,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    startDate: quote.startDate.toISOString(),
    endDate: quote.endDate.toISOString(),
  });
