import { UNIT_STATES_IN_SERVICE, type NewHireUnit } from '@shop/contracts';
import { AggregateStore, Conflict, event, isDuplicateKeyError, type WithLock, type Written } from '@shop/kit';
import type { FilterQuery } from 'mongoose';
import { generatedNumber, generatedTag, unitMove } from '../domain/units';
import { unitMoved } from '../events/published';
import type { Fleet } from './fleet';
import type { FleetModels } from './fleet-models';
import type { HireUnit, UnitMovement } from './unit';

const inService = { $in: UNIT_STATES_IN_SERVICE };

/** Most units written (or looked up by tag) in one command: a whole fleet's import is many such. */
export const UNIT_WRITE_CHUNK = 500;

/** `items` in runs of at most UNIT_WRITE_CHUNK. */
const chunksOf = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / UNIT_WRITE_CHUNK) }, (_, i) =>
    items.slice(i * UNIT_WRITE_CHUNK, (i + 1) * UNIT_WRITE_CHUNK),
  );

/**
 * The hire fleet's units. Every change that moves a product's units in service is followed by
 * `count`, which writes the product's fleet size where availability reads it (the read model's
 * `stock`) and, when it changed, a HireFleetChanged event for the catalog. Changes to one
 * product's units are serialised by the kit's lock, on any replica.
 */
export function unitStore(
  { Unit, Fleet: FleetModel, ProductView }: Pick<FleetModels, 'Unit' | 'Fleet' | 'ProductView'>,
  withLock: WithLock,
  committed: (written?: Written) => void,
) {
  const fleets = new AggregateStore(FleetModel, { committed });
  const moves = new AggregateStore(Unit, { committed, idOf: (unit) => unit.tag });

  /** Counts the product's units in service and writes the count where it is read. */
  async function count(productId: number): Promise<number> {
    const units = await Unit.countDocuments({ productId, state: inService });
    await ProductView.updateOne({ id: productId, stock: { $ne: units } }, { $set: { stock: units } });
    const changed = (saved: Fleet) => [event('HireFleetChanged', { productId, unitsInService: saved.unitsInService })];
    const written = await fleets.update({ id: productId }, () => ({ unitsInService: units }), changed);
    if (!written) {
      try {
        await fleets.create({ id: productId, unitsInService: units }, changed);
      } catch (err) {
        // Another replica counted it first: count again over its write.
        if (!isDuplicateKeyError(err)) throw err;
        await fleets.update({ id: productId }, () => ({ unitsInService: units }), changed);
      }
    }
    return units;
  }

  /**
   * `count` after a change the desk made by hand. The catalog stock hire holds was asked before
   * the desk's change, which overtakes it (the new count goes back to the catalog): it is marked
   * settled, so a follow of it still to come (its event's, or the start-up pass) cannot retire a
   * unit the desk has just added. A newer catalog version stays a request of its own.
   */
  async function countDeskChange(productId: number): Promise<number> {
    const view = await ProductView.findOne({ id: productId }, { version: 1, catalogStock: 1 }).lean<{
      version: number;
      catalogStock?: number;
    }>();
    if (view?.catalogStock !== undefined) {
      await ProductView.updateOne(
        { id: productId, version: view.version },
        { $set: { catalogFleetUnits: view.catalogStock } },
      );
    }
    return count(productId);
  }

  const locked = <T>(productId: number, work: () => Promise<T>): Promise<T> =>
    withLock(`hire-fleet:${productId}`, work);

  /**
   * Inserts new units, a chunk at a time; a tag already in the fleet is a CONFLICT naming it, and
   * nothing is written (what earlier chunks wrote is taken back).
   */
  async function insert(productId: number, units: readonly NewHireUnit[], generated = false): Promise<void> {
    const chunks = chunksOf(units.map((u) => u.tag));
    const taken: string[] = [];
    for (const tags of chunks) {
      taken.push(...(await Unit.find({ tag: { $in: tags } }, { tag: 1 }).lean<HireUnit[]>()).map((u) => u.tag));
    }
    if (taken.length) throw tagTaken(taken);
    try {
      for (const chunk of chunksOf(units)) {
        await Unit.insertMany(chunk.map((unit) => ({ ...unit, productId, generated })));
      }
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // A tag another product took at the same moment: take back what this call wrote (this
      // product's units are added under its lock, so these are ours).
      for (const tags of chunks) {
        await Unit.deleteMany({ tag: { $in: tags }, productId, state: 'available', quoteId: null });
      }
      throw tagTaken(units.map((u) => u.tag));
    }
  }

  /**
   * Brings the product's units in service to `target`: generated units (H0012-004) added up to
   * it, or available units retired, newest first, as far as there are any.
   */
  async function matchTo(productId: number, target: number): Promise<void> {
    const current = await Unit.countDocuments({ productId, state: inService });
    if (target > current) {
      const tags = await Unit.find({ productId, generated: true }, { tag: 1 }).lean<HireUnit[]>();
      const last = Math.max(0, ...tags.map((u) => generatedNumber(productId, u.tag) ?? 0));
      const added = Array.from({ length: target - current }, (_, i) => ({
        tag: generatedTag(productId, last + 1 + i),
        serialNumber: null,
      }));
      await insert(productId, added, true);
    } else if (target < current) {
      const spare = await Unit.find({ productId, state: 'available' }, { tag: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .limit(current - target)
        .lean<HireUnit[]>();
      const movement = by({ move: 'retire', byUserId: null, quoteId: null, note: 'Stock lowered in the catalog' });
      const retire = (unit: HireUnit) =>
        unit.state === 'available' ? moved(unit, movement, { retiredReason: 'retired', note: movement.note }) : null;
      const all = await moves.updateAll({ tag: { $in: spare.map((u) => u.tag) } }, retire, (saved) => [
        unitMoved(saved, movement),
      ]);
      // One taken meanwhile (dispatched, say) is retired by itself if it is still on the shelf.
      if (!all)
        for (const { tag } of spare) await moves.update({ tag }, retire, (saved) => [unitMoved(saved, movement)]);
    }
  }

  return {
    count,
    countDeskChange,
    locked,
    insert,
    matchTo,
    byTag: (tag: string) => Unit.findOne({ tag }).lean<HireUnit>(),
    /** Every unit out on a booking. */
    allOut: () => Unit.find({ state: 'out' }).lean<HireUnit[]>(),
    /** Those of these units that are no longer out. */
    backOf: (tags: readonly string[]) => Unit.find({ tag: { $in: tags }, state: { $ne: 'out' } }).lean<HireUnit[]>(),
    /**
     * Moves a unit from a state the move starts from (and where any extra condition holds), with
     * its movement record and event in the same write, under the version read: two desks moving
     * the same unit at once cannot both succeed. Resolves with the unit as moved, or null when it
     * was not in a state to move.
     */
    move: (
      tag: string,
      movement: MovementInput,
      set: Partial<HireUnit> = {},
      where: FilterQuery<HireUnit> = {},
    ): Promise<HireUnit | null> => {
      const made = by(movement);
      return moves.update(
        { ...where, tag, state: { $in: unitMove(made.move).from } },
        (unit) => moved(unit, made, set),
        (saved) => [unitMoved(saved, made)],
      );
    },
  };
}

/** A move as its callers give it: the condition and charge only on a return, the time when not now. */
type MovementInput = Omit<UnitMovement, 'condition' | 'chargePence' | 'at'> & Partial<UnitMovement>;

/** A movement record with the defaults a move without a condition or charge has. */
const by = (movement: MovementInput): UnitMovement => ({
  condition: null,
  chargePence: 0,
  at: new Date(),
  ...movement,
});

/** The unit after a move: its new state, the fields the move sets, and the movement appended to its history. */
const moved = (unit: HireUnit, movement: UnitMovement, set: Partial<HireUnit>): Partial<HireUnit> => ({
  ...set,
  state: unitMove(movement.move).to,
  movements: [...(unit.movements ?? []), movement],
});

export const tagTaken = (tags: readonly string[]): Conflict =>
  new Conflict(
    tags.length === 1
      ? `Asset tag ${tags[0]} is already in the fleet`
      : `Asset tags already in the fleet: ${tags.slice(0, 10).join(', ')}${tags.length > 10 ? ', …' : ''}`,
    'tag',
  );

export type UnitStore = ReturnType<typeof unitStore>;
