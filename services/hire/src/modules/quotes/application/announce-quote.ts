import { isAccountEmail } from '../domain/quote-rules';
import { quoteRequested } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';

/**
 * Sends a quote to the hire desk: publishes HireQuoteRequested, with every line named, unless it has
 * been. Resolves with the quote as it now stands (null when there is none). Submitting calls it, and
 * so does the quiet-period check for clients that never submit. The event says whether the quote's
 * email is its signed-in requester's own account email, which decides what its confirmation repeats.
 */
export const announceQuote =
  ({ ProductView, AccountView }: Pick<QuotesModels, 'ProductView' | 'AccountView'>, quotes: QuoteStore) =>
  async (quoteId: number): Promise<Quote | null> => {
    let names = new Map<number, string>();
    let toAccountEmail = false;
    return quotes.update(
      { id: quoteId },
      async (current) => {
        if (current.requestedAt) return null;
        const products = await ProductView.find({ id: { $in: current.items.map((i) => i.productId) } }).lean();
        names = new Map(products.map((p) => [p.id, p.name]));
        const account =
          current.userId === null ? null : await AccountView.findOne({ id: current.userId, deleted: false }).lean();
        toAccountEmail = isAccountEmail(current, account?.email ?? null);
        return { requestedAt: new Date() };
      },
      (saved) => [quoteRequested(saved, names, toAccountEmail)],
    );
  };

export type AnnounceQuote = ReturnType<typeof announceQuote>;
