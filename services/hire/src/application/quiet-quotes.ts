import type { ServiceRuntime } from '@shop/kit';
import { quietUntil } from '../domain/quote-rules';
import type { HireModels } from '../models';
import type { Quote } from '../models/quote';
import type { AnnounceQuote } from './announce-quote';

/**
 * Quotes their clients only create and add lines to still reach the hire desk: once no line has
 * been added for the quiet period, they are announced as if submitted. A delayed job per quote
 * checks; one that finds a newer line puts itself off to the new deadline.
 */
export function quietQuotes(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  { Quote }: Pick<HireModels, 'Quote'>,
  announce: AnnounceQuote,
  quietMs: number,
) {
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
