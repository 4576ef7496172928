import { quoteRequested } from '../events/published';
import type { HireModels } from '../models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';

/**
 * Sends a quote to the hire desk: publishes HireQuoteRequested, with every line named, unless it has
 * been. Resolves with the quote as it now stands (null when there is none). Submitting calls it, and
 * so does the quiet-period check for clients that never submit.
 */
export const announceQuote =
  ({ ProductView }: Pick<HireModels, 'ProductView'>, quotes: QuoteStore) =>
  async (quoteId: number): Promise<Quote | null> => {
    let names = new Map<number, string>();
    return quotes.update(
      { id: quoteId },
      async (current) => {
        if (current.requestedAt) return null;
        const products = await ProductView.find({ id: { $in: current.items.map((i) => i.productId) } }).lean();
        names = new Map(products.map((p) => [p.id, p.name]));
        return { requestedAt: new Date() };
      },
      (saved) => [quoteRequested(saved, names)],
    );
  };

export type AnnounceQuote = ReturnType<typeof announceQuote>;
