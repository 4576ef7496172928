/**
 * Fleet: the hire units (asset tags), every move of one as an event with its movement record
 * (dispatch, return, damage, repair, retirement), and the fleet size the catalog follows.
 * What other modules, the resolvers and the service's wiring may use; the rest is this module's own.
 */
export { addUnits } from './application/add-units';
export { importUnits } from './application/import-units';
export { mirrorProduct } from './application/mirror-product';
export { clearUnitRepair, retireUnit, sendUnitToRepair } from './application/move-unit';
export { unitQueries } from './application/unit-queries';
export { unitMoves, type MoveBy, type UnitMoves } from './application/unit-moves';
export type { HireUnit } from './models/unit';
