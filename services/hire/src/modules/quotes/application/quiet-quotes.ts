import type { ServiceRuntime } from '@shop/kit';
import { quietUntil } from '../domain/quote-rules';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { AnnounceQuote } from './announce-quote';
import { dueJobs, type DueOutcome } from './due-jobs';

/**
 * Quotes their clients only create and add lines to still reach the hire desk: once no line has
 * been added for the quiet period, they are announced as if submitted. A delayed job per quote
 * checks, with the housekeeping sweep behind the jobs (see due-jobs.ts); one that finds a newer
 * line puts itself off to the new deadline. The quiet period runs on the system's clock.
 */
export function quietQuotes(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  { Quote }: Pick<QuotesModels, 'Quote'>,
  announce: AnnounceQuote,
  quietMs: number,
) {
  const now = () => new Date();

  const settle = async (quoteId: number): Promise<DueOutcome> => {
    const quote = await Quote.findOne({ id: quoteId }).lean<Quote>();
    if (!quote || quote.requestedAt) return false;
    const until = quietUntil(quote, quietMs);
    if (until > Date.now()) return new Date(until);
    return !!(await announce(quote.id))?.requestedAt;
  };

  const jobs = dueJobs<{ quoteId: number }>(runtime, 'quote-requests', now, {
    attempt: ({ quoteId }) => settle(quoteId),
    candidates: async () =>
      (
        await Quote.find({ requestedAt: null, createdAt: { $lt: new Date(Date.now() - quietMs) } }, { id: 1 }).lean<
          Quote[]
        >()
      ).map((quote) => ({ quoteId: quote.id })),
    jobKey: ({ quoteId }) => `quote-${quoteId}-quiet`,
  });

  return {
    /** Checks the quote once it has been quiet for the period from now. */
    settleLater: (quoteId: number) => jobs.schedule({ quoteId }, new Date(Date.now() + quietMs)),
    /** The housekeeping sweep behind the jobs (a job lost with Redis): announces every quiet quote; resolves with how many. */
    announceQuiet: jobs.sweep,
  };
}
