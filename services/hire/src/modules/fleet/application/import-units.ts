import { Invalid, requireAdmin, type AuthContext } from '@shop/kit';
import { readUnitCsv } from '../domain/unit-csv';
import type { HireUnit } from '../models/unit';
import { addUnits, type UnitDeskDeps } from './add-units';

/**
 * The desk imports a hire product's units from a CSV file (tag, serial): every line is checked
 * before anything is written, and the units are added as one add, so a bad line, a tag repeated
 * in the file or a tag already in the fleet adds nothing.
 */
export const importUnits = (deps: UnitDeskDeps) => {
  const add = addUnits(deps);
  return async (input: { productId: unknown; csv: unknown }, actor: AuthContext): Promise<HireUnit[]> => {
    requireAdmin(actor);
    if (typeof input.csv !== 'string') throw new Invalid('file: Choose a CSV file of units', 'file');
    return add({ productId: input.productId, units: { units: readUnitCsv(input.csv) } }, actor);
  };
};
