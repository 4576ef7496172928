import { Conflict, type AuthContext, type Logger, type WithLock } from '@shop/kit';
import type { HireModels } from '../../../models';
import type { Quote } from '../models/quote';
import type { HireUnit, UnitMoves } from '../../fleet';
import type { dispatchUnit } from './dispatch-unit';
import { HOUSEKEEPING_USER_ID } from './part-dispatches';
import type { returnUnits } from './return-units';

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
  models: Pick<HireModels, 'Quote'>;
  fleet: UnitMoves;
  withLock: WithLock;
  clock: () => Date;
  dispatch: ReturnType<typeof dispatchUnit>;
  returnUnits: ReturnType<typeof returnUnits>;
  logger: Pick<Logger, 'warn'>;
}

/**
 * Puts right a unit and its booking that a crash left apart (the unit is written first, then the
 * booking): a unit out on a booking that does not list it is listed, as the desk's scan would
 * have done, or put back on the shelf where the booking can no longer take it; a unit the booking
 * lists as out that already came back from it is recorded back as the desk said. Resolves with
 * the units put right.
 */
export const reconcileFloor =
  ({ models: { Quote }, fleet, withLock, clock, dispatch, returnUnits, logger }: ReconcileFloorDeps) =>
  async (): Promise<number> => {
    const settled = (unit: HireUnit) => (unit.movements?.at(-1)?.at.getTime() ?? 0) < clock().getTime() - SETTLE_MS;
    let mended = 0;

    const out = (await fleet.allOut()).filter(settled);
    const bookingsOf = new Map(
      (await Quote.find({ id: { $in: [...new Set(out.map((u) => u.quoteId))] } }).lean<Quote[]>()).map((q) => [
        q.id,
        q,
      ]),
    );
    for (const unit of out) {
      const quote = unit.quoteId === null ? undefined : bookingsOf.get(unit.quoteId);
      if (quote?.units.some((u) => u.tag === unit.tag)) continue;
      mended += await listOrShelve(unit, quote);
    }

    const away = await Quote.find({ stage: { $in: ['confirmed', 'out'] }, 'units.returnedAt': null }).lean<Quote[]>();
    for (const quote of away) {
      const tags = quote.units.filter((u) => u.returnedAt === null).map((u) => u.tag);
      const back = (await fleet.backOf(tags)).filter(settled);
      for (const unit of back) {
        const last = unit.movements?.at(-1);
        if (last?.quoteId !== quote.id || !last.condition) {
          logger.warn({ tag: unit.tag, quoteId: quote.id }, 'unit listed out on a booking it never came back from');
          continue;
        }
        const returned = { tag: unit.tag, condition: last.condition, charge: last.chargePence / 100, note: last.note };
        if (await finished(() => returnUnits({ id: quote.id, returns: [returned] }, housekeeper))) mended += 1;
      }
    }
    return mended;

    async function listOrShelve(unit: HireUnit, quote: Quote | undefined): Promise<number> {
      if (quote && (await finished(() => dispatch({ id: quote.id, tag: unit.tag, early: true }, housekeeper))))
        return 1;
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
  };

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
