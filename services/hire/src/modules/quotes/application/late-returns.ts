import { ukCalendarDay } from '@shop/contracts';
import type { ServiceRuntime, WithLock } from '@shop/kit';
import { unitsStillOut } from '../domain/floor';
import { hasUnitsOut, overdueAt, STAGES_WITH_UNITS_OUT } from '../domain/late-return';
import { bookingOverdue } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { dueJobs, type DueOutcome } from './due-jobs';

/**
 * A booking with units out past its last day plus the grace is flagged overdue, once, whether all
 * or only some of its units went out: a delayed job per booking, queued when its first unit goes out, and the housekeeping sweep behind the jobs (see due-jobs.ts).
 * Flagging is conditional on the booking being out and not yet flagged, so the job and the sweep
 * both running publish one HireBookingOverdue (one email to the customer and one to the desk).
 */
export function lateReturns(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  { Quote, ProductView }: Pick<QuotesModels, 'Quote' | 'ProductView'>,
  quotes: QuoteStore,
  withLock: WithLock,
  clock: () => Date,
  graceHours: number,
) {
  const lateAt = (quote: Pick<Quote, 'endDate'>) => overdueAt(ukCalendarDay(quote.endDate), graceHours);

  /** Flags the booking if it is still out past its time: whether it did, or when to look again. */
  const flag = (quoteId: number): Promise<DueOutcome> =>
    withLock(`hire-quote:${quoteId}`, async () => {
      const quote = await Quote.findOne({ id: quoteId }).lean<Quote>();
      if (!quote || !hasUnitsOut(quote) || quote.overdue) return false;
      if (clock() < lateAt(quote)) return lateAt(quote);
      const out = unitsStillOut(quote);
      const products = await ProductView.find({ id: { $in: out.map((u) => u.productId) } }).lean<HireProductView[]>();
      const rate = new Map(products.map((p) => [p.id, p.hirePriceDailyPence ?? 0]));
      const dailyLatePence = out.reduce((sum, u) => sum + (rate.get(u.productId) ?? 0), 0);
      const saved = await quotes.update(
        { id: quoteId },
        (current) =>
          hasUnitsOut(current) && !current.overdue && clock() >= lateAt(current)
            ? { overdue: { flaggedAt: clock() } }
            : null,
        (flagged) => [bookingOverdue(flagged, unitsStillOut(flagged).length, dailyLatePence)],
      );
      return !!saved?.overdue;
    });

  const jobs = dueJobs<{ quoteId: number }>(runtime, 'late-returns', clock, {
    attempt: ({ quoteId }) => flag(quoteId),
    // Any booking whose last day has begun; lateAt decides.
    candidates: async (now) =>
      (
        await Quote.find(
          {
            stage: { $in: STAGES_WITH_UNITS_OUT },
            'units.0': { $exists: true },
            overdue: null,
            endDate: { $lte: now },
          },
          { id: 1 },
        ).lean<Quote[]>()
      ).map((quote) => ({ quoteId: quote.id })),
    jobKey: ({ quoteId }) => `quote-${quoteId}-late`,
  });

  return {
    flag,
    /** Queues the check of a booking whose first unit just went out. */
    watch: (quote: Pick<Quote, 'id' | 'endDate'>) => jobs.schedule({ quoteId: quote.id }, lateAt(quote)),
    /** The sweep: flags every booking out past its time; resolves with how many it flagged. */
    flagDue: jobs.sweep,
  };
}

export type LateReturns = ReturnType<typeof lateReturns>;
