import { ukCalendarDay } from '@shop/contracts';
import type { ServiceRuntime, WithLock } from '@shop/kit';
import { unitsStillOut } from '../domain/floor';
import { overdueAt } from '../domain/late-return';
import { bookingOverdue } from '../events/published';
import type { HireModels } from '../models';
import type { HireProductView } from '../models/product-view';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';

/**
 * A booking out past its last day plus the grace is flagged overdue, once: a delayed job per
 * booking, queued when it goes out, and the housekeeping sweep behind the jobs. A job that runs
 * early (clocks differ) puts itself off; flagging is conditional on the booking being out and not
 * yet flagged, so the job and the sweep both running publish one HireBookingOverdue (one email to
 * the customer and one to the desk).
 */
export function lateReturns(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  { Quote, ProductView }: Pick<HireModels, 'Quote' | 'ProductView'>,
  quotes: QuoteStore,
  withLock: WithLock,
  clock: () => Date,
  graceHours: number,
) {
  const lateAt = (quote: Pick<Quote, 'endDate'>) => overdueAt(ukCalendarDay(quote.endDate), graceHours);

  /** Flags the booking if it is still out past its time; resolves with it as it stands. */
  const flag = (quoteId: number): Promise<Quote | null> =>
    withLock(`hire-quote:${quoteId}`, async () => {
      const quote = await Quote.findOne({ id: quoteId }).lean<Quote>();
      if (!quote) return null;
      const out = unitsStillOut(quote);
      const products = await ProductView.find({ id: { $in: out.map((u) => u.productId) } }).lean<HireProductView[]>();
      const rate = new Map(products.map((p) => [p.id, p.hirePriceDailyPence ?? 0]));
      const dailyLatePence = out.reduce((sum, u) => sum + (rate.get(u.productId) ?? 0), 0);
      return quotes.update(
        { id: quoteId },
        (current) =>
          current.stage === 'out' && !current.overdue && clock() >= lateAt(current)
            ? { overdue: { flaggedAt: clock() } }
            : null,
        (saved) => [bookingOverdue(saved, unitsStillOut(saved).length, dailyLatePence)],
      );
    });

  const queue = runtime.jobQueue<{ quoteId: number }>('late-returns', async ({ data }) => {
    const saved = await flag(data.quoteId);
    if (saved?.stage === 'out' && !saved.overdue) await watch(saved);
  });

  const watch = (quote: Pick<Quote, 'id' | 'endDate'>) =>
    queue.add(
      'flag',
      { quoteId: quote.id },
      {
        jobId: `quote-${quote.id}-late-${Date.now()}`,
        delay: Math.max(0, lateAt(quote).getTime() - clock().getTime()),
      },
    );

  return {
    flag,
    /** Queues the check of a booking that just went out. */
    watch,
    /** The sweep: flags every booking out past its time; resolves with how many it flagged. */
    async flagDue(): Promise<number> {
      // Any booking whose last day has begun; lateAt decides.
      const open = await Quote.find({ stage: 'out', overdue: null, endDate: { $lte: clock() } }).lean<Quote[]>();
      let flagged = 0;
      for (const quote of open) if ((await flag(quote.id))?.overdue) flagged += 1;
      return flagged;
    },
  };
}

export type LateReturns = ReturnType<typeof lateReturns>;
