/**
 * Fleet: the hire units (asset tags), every move of one as an event with its movement record
 * (dispatch, return, damage, repair, retirement), and the fleet size the catalog follows.
 * What other modules, the resolvers and the service's wiring may use; the rest is this module's own.
 */
export { addUnits } from './application/add-units';
export { importUnits } from './application/import-units';
export { mirrorProduct } from './application/mirror-product';
export { clearUnitRepair, retireUnit, sendUnitToRepair } from './application/move-unit';
export { loadUnit, unitQueries } from './application/unit-queries';
export { refusalOf, type UnitMove } from './domain/units';
export type { HireUnit } from './models/unit';
export type { UnitStore } from './models/unit-store';
