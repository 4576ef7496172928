import type { ReturnCondition } from '@shop/contracts';
import { Conflict } from '@shop/kit';
import { refusalOf, type UnitMove } from '../domain/units';
import type { HireUnit } from '../models/unit';
import type { UnitStore } from '../models/unit-store';
import { loadUnit } from './unit-queries';

/** What each condition does to the unit: ok back on the shelf, damaged to repair, missing retired. */
const MOVE_OF: Record<ReturnCondition, UnitMove> = { ok: 'return', damaged: 'return-damaged', missing: 'lose' };

/** Who moves a unit, for which booking, and when (now when not given). */
export interface MoveBy {
  byUserId: number | null;
  /** The booking (none: a unit out on no booking, which only goes back on the shelf). */
  quoteId: number | null;
  at?: Date;
}

/** The move's time when the caller gives one (the store's default, now, otherwise). */
const when = (at: Date | undefined) => (at ? { at } : {});

/**
 * A unit's moves on and off a booking, as the booking's use cases (quotes' dispatch, return and
 * floor reconcile) ask for them. Each is one conditional write of the unit with its movement
 * record and event (see unit-store's `move`), so two desks cannot both move the same unit.
 */
export function unitMoves(units: UnitStore) {
  return {
    /** The unit with this (already parsed) tag; 404 naming it when there is none. */
    unit: (tag: string): Promise<HireUnit> => loadUnit(units, tag),
    /** The unit with this tag, or null. */
    find: (tag: string): Promise<HireUnit | null> => units.byTag(tag),
    /** Every unit out on a booking. */
    allOut: (): Promise<HireUnit[]> => units.allOut(),
    /** Those of these units that are no longer out. */
    backOf: (tags: readonly string[]): Promise<HireUnit[]> => units.backOf(tags),

    /** Takes the unit off the shelf onto the booking; CONFLICT saying why when it cannot go (out elsewhere, in repair…). */
    async dispatch(tag: string, quoteNumber: string, { byUserId, quoteId, at }: MoveBy): Promise<HireUnit> {
      const taken = await units.move(
        tag,
        { move: 'dispatch', ...when(at), byUserId, quoteId, note: null },
        { quoteId, quoteNumber, note: null },
      );
      if (!taken) throw new Conflict(refusalOf(await loadUnit(units, tag), 'dispatch'), 'tag');
      return taken;
    },

    /** Puts a unit out on this booking back on the shelf (its booking never listed it); null when it is not out on it. */
    shelve: (tag: string, note: string, { byUserId, quoteId, at }: MoveBy): Promise<HireUnit | null> =>
      units.move(
        tag,
        { move: 'return', ...when(at), byUserId, quoteId, note },
        { quoteId: null, quoteNumber: null },
        { quoteId },
      ),

    /**
     * Takes a unit back from the booking in its condition (damaged to repair, missing retired), with
     * the charge and note. A unit that already came back from this booking this way (a return whose
     * booking write was lost) is answered as it is; anything else is the desk's CONFLICT.
     */
    async takeBack(
      tag: string,
      back: { condition: ReturnCondition; chargePence: number; note: string | null },
      { byUserId, quoteId, at }: MoveBy,
    ): Promise<HireUnit> {
      const move = MOVE_OF[back.condition];
      const moved = await units.move(
        tag,
        { move, ...when(at), byUserId, quoteId, ...back },
        {
          quoteId: null,
          quoteNumber: null,
          note: back.note,
          retiredReason: back.condition === 'missing' ? 'missing' : null,
        },
        { quoteId },
      );
      if (moved) return moved;
      const unit = (await units.byTag(tag))!;
      const last = unit.movements?.at(-1);
      if (last?.quoteId === quoteId && last.move === move && unit.quoteId === null) return unit;
      throw new Conflict(refusalOf(unit, move), 'tag');
    },

    /** Recounts a product's units in service after moves (the fleet size the catalog follows). */
    recount: (productId: number): Promise<number> => units.locked(productId, () => units.count(productId)),
  };
}

export type UnitMoves = ReturnType<typeof unitMoves>;
