import { DAY_MS } from '@shop/contracts';
import { nextId, type WithLock } from '@shop/kit';
import type { Connection } from 'mongoose';
import { isPartDispatchToAnnounce } from '../domain/floor';
import { bookingDispatched } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { productNamer, productViewsWithParts } from '../../../shared/application/product-views';
import type { RefundSecurityDeposits } from './refund-security-deposit';
import { settledBooking, type SettleContext } from './settle-booking';
import type { StageEvents } from '../domain/quote-lifecycle';
import { isReadyToSettle } from '../domain/floor';

/** Who recorded a refund the housekeeping pass settled: no one at the desk. */
export const HOUSEKEEPING_USER_ID = 0;

export interface PartDispatchesDeps {
  connection: Connection;
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  settings: HireSettingsStore;
  withLock: WithLock;
  clock: () => Date;
  lateGraceHours: number;
  /** Sends a settled booking's security deposit paid online back to its card. */
  refundDeposits: Pick<RefundSecurityDeposits, 'askFor'>;
}

/**
 * A housekeeping pass over bookings that only ever partly went out (still confirmed, with units
 * dispatched): once its start day has passed the customer is told what went out (one
 * HireBookingDispatched), and once its last day has come with every dispatched unit back it
 * settles, as the last return would have had the booking gone out in full. Each is decided again
 * under the booking's lock and written conditionally, so a pass and the desk at once act once.
 */
export function partDispatches({
  connection,
  models: { Quote, ProductView },
  quotes,
  settings,
  withLock,
  clock,
  lateGraceHours,
  refundDeposits,
}: PartDispatchesDeps) {
  /** Part-dispatched bookings whose `field` is before `before`: the candidates, decided one by one. */
  const partDispatched = async (field: 'startDate' | 'endDate', before: Date, extra: object) =>
    (
      await Quote.find(
        { stage: 'confirmed', 'units.0': { $exists: true }, [field]: { $lt: before }, ...extra },
        {
          id: 1,
        },
      ).lean<Quote[]>()
    ).map((q) => q.id);

  const viewsOf = (quote: Quote) =>
    productViewsWithParts(ProductView, [
      ...quote.items.map((i) => i.productId),
      ...quote.units.map((u) => u.productId),
    ]);

  async function announce(id: number): Promise<boolean> {
    return withLock(`hire-quote:${id}`, async () => {
      const quote = await Quote.findOne({ id }).lean<Quote>();
      if (!quote || !isPartDispatchToAnnounce(quote, clock())) return false;
      const views = await viewsOf(quote);
      const at = clock();
      const saved = await quotes.update(
        { id },
        (latest) => (isPartDispatchToAnnounce(latest, at) ? { dispatchAnnouncedAt: at } : null),
        (announced) => [bookingDispatched(announced, productNamer(views))],
      );
      return !!saved;
    });
  }

  async function settleIfReady(id: number): Promise<boolean> {
    return withLock(`hire-quote:${id}`, async () => {
      const quote = await Quote.findOne({ id }).lean<Quote>();
      const at = clock();
      if (!quote) return false;
      const products = await viewsOf(quote);
      const partsOf = (productId: number) => products.get(productId)?.kitParts;
      if (quote.stage !== 'confirmed' || !isReadyToSettle(quote, partsOf, at)) return false;
      const ctx: SettleContext = {
        products,
        settings: await settings.read(),
        at,
        lateGraceHours,
        refund: {
          id: await nextId(connection, 'hire_payments'),
          method: 'bank-transfer',
          byUserId: HOUSEKEEPING_USER_ID,
        },
      };
      let settling: StageEvents = () => [];
      const saved = await quotes.update(
        { id },
        (latest) => {
          if (latest.stage !== 'confirmed' || !isReadyToSettle(latest, partsOf, at)) return null;
          const settled = settledBooking(latest, ctx, []);
          settling = settled.events;
          return settled.update;
        },
        (done, before) => settling(done, before),
      );
      if (saved) await refundDeposits.askFor(saved);
      return !!saved;
    });
  }

  return {
    /** The pass: announces and settles what is due; resolves with how many bookings it changed. */
    async sweep(): Promise<number> {
      const now = clock();
      // UK days start up to an hour before UTC midnight: a day's slack, each decided exactly.
      const toAnnounce = await partDispatched('startDate', now, { dispatchAnnouncedAt: null });
      const toSettle = await partDispatched('endDate', new Date(now.getTime() + DAY_MS), { settlement: null });
      let changed = 0;
      for (const id of toAnnounce) if (await announce(id)) changed += 1;
      for (const id of toSettle) if (await settleIfReady(id)) changed += 1;
      return changed;
    },
  };
}

export type PartDispatches = ReturnType<typeof partDispatches>;
