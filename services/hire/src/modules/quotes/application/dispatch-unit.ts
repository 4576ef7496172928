import { assetTagSchema, earlyDispatchSchema } from '@shop/contracts';
import { Conflict, idSchema, parseInput, requireAdmin, type AuthContext, type WithLock } from '@shop/kit';
import { earlyDispatchWarning, floorLines, isFulfilled } from '../domain/floor';
import { moveStage, requireStageMove, type StageEvents } from '../domain/quote-lifecycle';
import type { UnitMoves } from '../../fleet';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { loadQuote } from './quote-queries';
import { productNamer, productViewsWithParts } from '../../../shared/application/product-views';

export interface DispatchUnitDeps {
  models: Pick<QuotesModels, 'Quote' | 'ProductView'>;
  quotes: QuoteStore;
  fleet: UnitMoves;
  withLock: WithLock;
  clock: () => Date;
  /** Queues the late-return check of a booking whose first unit just went out. */
  watchLateReturn?: (quote: Quote) => Promise<unknown>;
}

/**
 * The desk assigns a unit to a booking by its asset tag (typed or scanned). The unit is taken by
 * one conditional update (available → out on this booking), so two desks scanning the last unit
 * at once cannot both have it; the loser is told which booking it is out on. A unit in repair,
 * retired, of a product the booking does not book, or of a line already full is refused. The
 * booking is out once every line is fulfilled (HireBookingDispatched tells the customer what went
 * out); until then it shows as partly dispatched. A unit going out more than EARLY_DISPATCH_DAYS
 * before the booking starts is refused (CONFLICT on `early`) unless the desk confirms with `early`.
 */
export const dispatchUnit =
  ({ models: { Quote, ProductView }, quotes, fleet, withLock, clock, watchLateReturn }: DispatchUnitDeps) =>
  async (input: { id: unknown; tag: unknown; early?: unknown }, actor: AuthContext): Promise<Quote> => {
    const admin = requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const tag = parseInput(assetTagSchema, input.tag, 'tag');
    const early = parseInput(earlyDispatchSchema, input.early, 'early');
    const saved = await withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(Quote, id);
      requireStageMove(quote, 'go-out');
      const unit = await fleet.unit(tag);
      // A kit line goes out as its parts' units.
      const views = await productViewsWithParts(
        ProductView,
        quote.items.map((item) => item.productId),
      );
      const partsOf = (productId: number) => views.get(productId)?.kitParts;
      const line = floorLines(quote, partsOf).find((l) => l.productId === unit.productId);
      if (quote.units.some((u) => u.tag === tag)) throw new Conflict(`${tag} is already on this booking`, 'tag');
      if (!line) throw new Conflict(`${tag} is not for this booking: it books no units of its product`, 'tag');
      if (line.assigned >= line.needed) {
        throw new Conflict(`${tag}: this booking's line is already full (${line.needed} of ${line.needed})`, 'tag');
      }
      const warning = early ? null : earlyDispatchWarning(quote.startDate, clock());
      if (warning) throw new Conflict(warning, 'early');
      const number = quote.number ?? String(quote.id);
      const at = clock();
      // Out on this booking but not on it: a dispatch whose booking write was lost (a crash), finished now.
      const resuming = unit.state === 'out' && unit.quoteId === id;
      if (!resuming) await fleet.dispatch(tag, number, { byUserId: admin.id, quoteId: id, at });
      const nameOf = productNamer(views);
      let goingOut: StageEvents | null = null;
      try {
        return (await quotes.update(
          { id },
          (latest) => {
            const next = {
              units: [
                ...latest.units,
                {
                  tag,
                  productId: unit.productId,
                  dispatchedAt: at,
                  returnedAt: null,
                  condition: null,
                  note: null,
                  chargePence: 0,
                },
              ],
            };
            goingOut = null;
            if (!isFulfilled({ items: latest.items, ...next }, partsOf)) return next;
            // Out in full: the customer is told what went out, once (see part-dispatches.ts for a booking never out in full).
            const out = moveStage(latest, 'go-out', { nameOf });
            goingOut = out.events;
            return { ...next, ...out.changes, dispatchAnnouncedAt: latest.dispatchAnnouncedAt ?? at };
          },
          (saved, before) => goingOut?.(saved, before) ?? [],
        )) as Quote;
      } catch (err) {
        // The booking was not written: the unit goes back on the shelf.
        await fleet.shelve(tag, 'Not recorded on the booking', { byUserId: admin.id, quoteId: id });
        throw err;
      }
    });
    if (saved.units.length === 1) await watchLateReturn?.(saved);
    return saved;
  };
