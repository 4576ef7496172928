import { ukCalendarDay } from '@shop/contracts';
import type { ServiceRuntime, WithLock } from '@shop/kit';
import { endOfUkDay } from '../domain/quote-draft';
import { canMoveStage, isPast, latestRevision, moveStage } from '../domain/quote-lifecycle';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { dueJobs, type DueOutcome } from './due-jobs';

/**
 * A sent revision nobody answered expires at the end of its last valid day (UK time): a delayed
 * job per revision, and the housekeeping sweep behind the jobs (see due-jobs.ts). A job for a
 * revision since replaced, accepted or declined does nothing.
 */
export function quoteExpiry(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  { Quote }: Pick<QuotesModels, 'Quote'>,
  quotes: QuoteStore,
  withLock: WithLock,
  clock: () => Date,
) {
  /** Whether the quote's latest revision (this one, when named) is open: sent and unanswered. */
  const isOpen = (quote: Quote, revision?: number) => {
    const latest = latestRevision(quote);
    return canMoveStage(quote.stage, 'expire') && !!latest && (revision === undefined || latest.revision === revision);
  };

  /** Expires the quote if its open revision is past its day: whether it did, or when to look again. */
  const expire = (quoteId: number, revision?: number): Promise<DueOutcome> =>
    withLock(`hire-quote:${quoteId}`, async () => {
      const quote = await Quote.findOne({ id: quoteId }).lean<Quote>();
      if (!quote || !isOpen(quote, revision)) return false;
      const { validUntil } = latestRevision(quote)!;
      if (!isPast(validUntil, ukCalendarDay(clock()))) return endOfUkDay(validUntil);
      const saved = await quotes.update(
        { id: quoteId },
        (current) =>
          isOpen(current, revision) && isPast(latestRevision(current)!.validUntil, ukCalendarDay(clock()))
            ? moveStage(current, 'expire').changes
            : null,
        // Only a quote the change above expired is written, so the move is allowed from `before`.
        (expired, before) => moveStage(before, 'expire').events(expired, before),
      );
      return saved?.stage === 'expired';
    });

  const jobs = dueJobs<{ quoteId: number; revision?: number }>(runtime, 'quote-expiry', clock, {
    attempt: ({ quoteId, revision }) => expire(quoteId, revision),
    candidates: async (now) =>
      (
        await Quote.find({ stage: 'quoted', 'revisions.validUntil': { $lt: ukCalendarDay(now) } }, { id: 1 }).lean<
          Quote[]
        >()
      ).map((quote) => ({ quoteId: quote.id })),
    jobKey: ({ quoteId, revision }) => `quote-${quoteId}-rev-${revision}`,
  });

  return {
    /** Queues the expiry of a revision just sent. */
    expireLater: (quoteId: number, revision: number, validUntil: string) =>
      jobs.schedule({ quoteId, revision }, endOfUkDay(validUntil)),
    /** The sweep: expires every quote whose latest revision is past its day; resolves with how many. */
    expireDue: jobs.sweep,
  };
}

export type QuoteExpiry = ReturnType<typeof quoteExpiry>;
