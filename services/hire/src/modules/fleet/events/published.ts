import { event } from '@shop/kit';
import type { UnitMove } from '../domain/units';
import type { HireUnit, UnitMovement } from '../models/unit';

/** The event of a unit's move, from its movement record. */
const UNIT_MOVE_EVENTS = {
  dispatch: 'HireUnitDispatched',
  return: 'HireUnitReturned',
  'return-damaged': 'HireUnitReturned',
  lose: 'HireUnitReturned',
  repair: 'HireUnitSentToRepair',
  clear: 'HireUnitRepaired',
  retire: 'HireUnitRetired',
} as const satisfies Record<UnitMove, string>;

export function unitMoved(unit: Pick<HireUnit, 'tag' | 'productId'>, movement: UnitMovement) {
  const moved = {
    tag: unit.tag,
    productId: unit.productId,
    quoteId: movement.quoteId,
    byUserId: movement.byUserId,
    at: movement.at.toISOString(),
    note: movement.note,
  };
  const type = UNIT_MOVE_EVENTS[movement.move];
  return type === 'HireUnitReturned'
    ? event(type, { ...moved, condition: movement.condition ?? 'ok', chargePence: movement.chargePence })
    : event(type, moved);
}
