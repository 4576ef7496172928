import { ukCalendarDay } from '@shop/contracts';
import type { ServiceRuntime, WithLock } from '@shop/kit';
import { endOfUkDay } from '../domain/quote-draft';
import { isPast, latestRevision, toStage } from '../domain/quote-lifecycle';
import { quoteExpired } from '../events/published';
import type { HireModels } from '../models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';

/**
 * A sent revision nobody answered expires at the end of its last valid day (UK time): a delayed
 * job per revision, and the housekeeping sweep behind the jobs. A job that runs early (clocks
 * differ) puts itself off to the end of the day; one for a revision since replaced, accepted or
 * declined does nothing.
 */
export function quoteExpiry(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  { Quote }: Pick<HireModels, 'Quote'>,
  quotes: QuoteStore,
  withLock: WithLock,
  clock: () => Date,
) {
  /** Expires the quote if its latest revision (this one, when named) is still unanswered past its day. */
  const expire = (quoteId: number, revision?: number): Promise<Quote | null> =>
    withLock(`hire-quote:${quoteId}`, () =>
      quotes.update(
        { id: quoteId },
        (current) => {
          const latest = latestRevision(current);
          if (current.stage !== 'quoted' || !latest || (revision !== undefined && latest.revision !== revision)) {
            return null;
          }
          return isPast(latest.validUntil, ukCalendarDay(clock())) ? toStage('expired') : null;
        },
        (saved) => [quoteExpired(saved, latestRevision(saved)!)],
      ),
    );

  const queue = runtime.jobQueue<{ quoteId: number; revision: number; validUntil: string }>(
    'quote-expiry',
    async ({ data }) => {
      const saved = await expire(data.quoteId, data.revision);
      if (saved?.stage === 'quoted' && latestRevision(saved)?.revision === data.revision) {
        await expireAt(data.quoteId, data.revision, data.validUntil);
      }
    },
  );

  const expireAt = (quoteId: number, revision: number, validUntil: string) =>
    queue.add(
      'expire',
      { quoteId, revision, validUntil },
      {
        jobId: `quote-${quoteId}-rev-${revision}-${Date.now()}`,
        delay: Math.max(0, endOfUkDay(validUntil).getTime() - clock().getTime()),
      },
    );

  return {
    expire,
    /** Queues the expiry of a revision just sent. */
    expireLater: expireAt,
    /** The sweep: expires every quote whose latest revision is past its day; resolves with how many. */
    async expireDue(): Promise<number> {
      const today = ukCalendarDay(clock());
      const open = await Quote.find({ stage: 'quoted', 'revisions.validUntil': { $lt: today } }).lean<Quote[]>();
      let expired = 0;
      for (const quote of open) if ((await expire(quote.id))?.stage === 'expired') expired += 1;
      return expired;
    },
  };
}

export type QuoteExpiry = ReturnType<typeof quoteExpiry>;
