import { Conflict, type AuthContext, type Logger, type WithLock } from '@shop/kit';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { HireUnit, UnitMoves } from '../../fleet';
import type { dispatchUnit } from './dispatch-unit';
import { HOUSEKEEPING_USER_ID } from './part-dispatches';
import type { returnUnits } from './return-units';

/** What mending a unit reads of its booking: which units it lists. */
type BookingUnits = Pick<Quote, 'id' | 'units'>;

/** Moves younger than this are left to the desk action that made them, still under way. */
const SETTLE_MS = 2 * 60_000;

/** The housekeeping pass acting as the desk: what it records is the desk's own scan, finished. */
const housekeeper: AuthContext = {
  user: {
    id: HOUSEKEEPING_USER_ID,
    username: 'housekeeping',
    role: 'admin',
    session: { id: 'housekeeping', version: 0, expiresAt: Number.MAX_SAFE_INTEGER },
  },
};

export interface ReconcileFloorDeps {
  models: Pick<QuotesModels, 'Quote'>;
  fleet: UnitMoves;
  withLock: WithLock;
  clock: () => Date;
  dispatch: ReturnType<typeof dispatchUnit>;
  returnUnits: ReturnType<typeof returnUnits>;
  logger: Pick<Logger, 'warn'>;
}

/**
 * Puts right a unit and its booking that a crash left apart (the unit is written first, with its
 * event, then the booking): a unit out on a booking that does not list it is listed, as the desk's
 * scan would have done, or put back on the shelf where the booking can no longer take it; a unit
 * the booking lists as out that already came back from it is recorded back as the desk said. The
 * booking follows each unit's HireUnitDispatched and HireUnitReturned at once (`followed`), and the
 * hourly pass (`sweep`) catches whatever an event did not. Each resolves with the units put right.
 */
export function floorMender({
  models: { Quote },
  fleet,
  withLock,
  clock,
  dispatch,
  returnUnits,
  logger,
}: ReconcileFloorDeps) {
  /** A unit out on a booking: listed on it, or back on the shelf when the booking cannot take it. */
  async function mendOut(unit: HireUnit, quote: BookingUnits | null): Promise<number> {
    if (quote?.units.some((u) => u.tag === unit.tag)) return 0;
    if (quote && (await finished(() => dispatch({ id: quote.id, tag: unit.tag, early: true }, housekeeper)))) return 1;
    // The booking cannot take it (gone, cancelled, its line full): the unit goes back on the shelf.
    return withLock(`hire-quote:${unit.quoteId}`, async () => {
      const latest = unit.quoteId === null ? null : await Quote.findOne({ id: unit.quoteId }).lean<Quote>();
      if (latest?.units.some((u) => u.tag === unit.tag)) return 0;
      const shelved = await fleet.shelve(unit.tag, 'Not on its booking', {
        byUserId: HOUSEKEEPING_USER_ID,
        quoteId: unit.quoteId,
      });
      if (shelved) await fleet.recount(unit.productId);
      return shelved ? 1 : 0;
    });
  }

  /** A unit the booking lists as out that is back: recorded back from it as its last move says. */
  async function mendBack(unit: HireUnit, quote: BookingUnits): Promise<number> {
    const last = unit.movements?.at(-1);
    if (last?.quoteId !== quote.id || !last.condition) {
      logger.warn({ tag: unit.tag, quoteId: quote.id }, 'unit listed out on a booking it never came back from');
      return 0;
    }
    const returned = { tag: unit.tag, condition: last.condition, charge: last.chargePence / 100, note: last.note };
    return (await finished(() => returnUnits({ id: quote.id, returns: [returned] }, housekeeper))) ? 1 : 0;
  }

  return {
    /** The hourly pass over every unit and booking apart; a move younger than SETTLE_MS is left to the desk. */
    async sweep(): Promise<number> {
      const settled = (unit: HireUnit) => (unit.movements?.at(-1)?.at.getTime() ?? 0) < clock().getTime() - SETTLE_MS;
      let mended = 0;
      const out = (await fleet.allOut()).filter(settled);
      const bookingsOf = new Map(
        (await Quote.find({ id: { $in: [...new Set(out.map((u) => u.quoteId))] } }).lean<Quote[]>()).map((q) => [
          q.id,
          q,
        ]),
      );
      for (const unit of out)
        mended += await mendOut(unit, (unit.quoteId !== null && bookingsOf.get(unit.quoteId)) || null);

      const away = await Quote.find({ stage: { $in: ['confirmed', 'out'] }, 'units.returnedAt': null }).lean<Quote[]>();
      for (const quote of away) {
        const tags = quote.units.filter((u) => u.returnedAt === null).map((u) => u.tag);
        for (const unit of (await fleet.backOf(tags)).filter(settled)) mended += await mendBack(unit, quote);
      }
      return mended;
    },

    /**
     * A unit's move on a booking, from its event: the unit as it is now decides. Out on the booking
     * and not listed: listed (a desk's dispatch still under way holds the booking's lock, and finds
     * it done); listed as out but back: recorded back. A booking already in step, or a unit moved
     * on since, is left alone, so the same event again changes nothing.
     */
    async followed(tag: string, quoteId: number | null): Promise<number> {
      const unit = quoteId === null ? null : await fleet.find(tag);
      // Out on another booking since: nothing of this one's to mend, so its booking is not read.
      if (!unit || (unit.state === 'out' && unit.quoteId !== quoteId)) return 0;
      const quote = await Quote.findOne({ id: quoteId }, { _id: 0, id: 1, units: 1 }).lean<BookingUnits>();
      if (unit.state === 'out') return mendOut(unit, quote);
      const listedOut = quote?.units.some((u) => u.tag === tag && u.returnedAt === null);
      return quote && listedOut ? mendBack(unit, quote) : 0;
    },
  };
}

export type FloorMender = ReturnType<typeof floorMender>;

/** Runs a desk use case the pass finishes with; its CONFLICT (the desk got there first, or it no longer fits) is false. */
async function finished(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    if (err instanceof Conflict) return false;
    throw err;
  }
}
