import { assetTagSchema, unitNoteSchema } from '@shop/contracts';
import { Conflict, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { refusalOf, type UnitMove } from '../domain/units';
import type { HireUnit } from '../models/unit';
import type { UnitStore } from '../models/unit-store';
import { loadUnit } from './unit-queries';

/** The desk's own moves of a unit on the shelf. */
type DeskMove = Extract<UnitMove, 'repair' | 'clear' | 'retire'>;

/**
 * The desk sends an available unit to repair, clears one from repair, or retires one (available
 * or in repair), with a note; a unit out on a booking is refused naming the booking. Repair and
 * retirement take the unit out of the product's fleet (its availability); clearing puts it back.
 */
function moveUnit(units: UnitStore, move: DeskMove) {
  return async (input: { tag: unknown; note?: unknown }, actor: AuthContext): Promise<HireUnit> => {
    const admin = requireAdmin(actor);
    const tag = parseInput(assetTagSchema, input.tag, 'tag');
    const note = parseInput(unitNoteSchema, input.note, 'note');
    const unit = await loadUnit(units, tag);
    return units.locked(unit.productId, async () => {
      const moved = await units.move(
        tag,
        { move, byUserId: admin.id, quoteId: null, note },
        {
          ...(move === 'clear' ? { note: null } : { note: note ?? unit.note }),
          ...(move === 'retire' && { retiredReason: 'retired' }),
        },
      );
      if (!moved) throw new Conflict(refusalOf(await loadUnit(units, tag), move), 'tag');
      await units.countDeskChange(unit.productId);
      return moved;
    });
  };
}

export const sendUnitToRepair = (units: UnitStore) => moveUnit(units, 'repair');
export const clearUnitRepair = (units: UnitStore) => moveUnit(units, 'clear');
export const retireUnit = (units: UnitStore) => moveUnit(units, 'retire');
