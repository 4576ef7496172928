import type { ServiceRuntime } from '@shop/kit';
import { quietUntil } from '../domain/quote-rules';
import type { HireModels } from '../models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { quoteRequested } from './published';

/**
 * When a quote counts as requested (HireQuoteRequested, once): when its client submits it, or,
 * for clients that only create it and add lines, once no line has been added for the quiet period.
 * A delayed job per quote checks; one that finds a newer line puts itself off to the new deadline.
 */
export function quoteRequests(
  runtime: ServiceRuntime,
  { Quote, ProductView }: HireModels,
  quotes: QuoteStore,
  quietMs: number,
) {
  const productNames = async (quote: Quote) => {
    const products = await ProductView.find({ id: { $in: quote.items.map((i) => i.productId) } }).lean();
    return new Map(products.map((p) => [p.id, p.name]));
  };

  /** Publishes HireQuoteRequested unless it has been; resolves with the quote (null when there is none). */
  async function announce(quoteId: number): Promise<Quote | null> {
    let names = new Map<number, string>();
    return quotes.update(
      { id: quoteId },
      async (current) => {
        if (current.requestedAt) return null;
        names = await productNames(current);
        return { requestedAt: new Date() };
      },
      (saved) => [quoteRequested(saved, names)],
    );
  }

  const queue = runtime.jobQueue<{ quoteId: number }>('quote-requests', async (job) => {
    const quote = await Quote.findOne({ id: job.data.quoteId }).lean<Quote>();
    if (!quote || quote.requestedAt) return;
    const until = quietUntil(quote, quietMs);
    if (until > Date.now()) await settleAt(quote.id, until);
    else await announce(quote.id);
  });

  const settleAt = (quoteId: number, at: number) =>
    queue.add('settle', { quoteId }, { jobId: `quote-${quoteId}-${at}`, delay: Math.max(0, at - Date.now()) });

  return {
    announce,
    /** Checks the quote once it has been quiet for the period from now. */
    settleLater: (quoteId: number) => settleAt(quoteId, Date.now() + quietMs),
    /** The housekeeping sweep behind the jobs (a job lost with Redis): announces every quiet quote; resolves with how many. */
    async announceQuiet(): Promise<number> {
      const waiting = await Quote.find({ requestedAt: null, createdAt: { $lt: new Date(Date.now() - quietMs) } }).lean<
        Quote[]
      >();
      const quiet = waiting.filter((quote) => quietUntil(quote, quietMs) <= Date.now());
      for (const quote of quiet) await announce(quote.id);
      return quiet.length;
    },
  };
}

export type QuoteRequests = ReturnType<typeof quoteRequests>;
