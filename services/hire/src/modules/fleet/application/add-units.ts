import { addHireUnitsSchema } from '@shop/contracts';
import { Invalid, idSchema, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { repeatedTags, unitsToAdd } from '../domain/units';
import type { FleetModels } from '../models/fleet-models';
import type { HireUnit } from '../models/unit';
import type { UnitStore } from '../models/unit-store';
import { loadHireProduct } from './unit-queries';

export interface UnitDeskDeps {
  models: Pick<FleetModels, 'ProductView' | 'Unit'>;
  units: UnitStore;
}

/**
 * The desk adds units to a hire product: a tag pattern with a count (DJ-CDJ-### from 1: DJ-CDJ-001,
 * …), or a list of tags with serial numbers. A tag already in the fleet is refused by name and
 * nothing is added; the product's fleet grows by the units added.
 */
export const addUnits =
  ({ models: { ProductView, Unit }, units }: UnitDeskDeps) =>
  async (input: { productId: unknown; units: unknown }, actor: AuthContext): Promise<HireUnit[]> => {
    requireAdmin(actor);
    const productId = parseInput(idSchema, input.productId, 'productId');
    const added = unitsToAdd(parseInput(addHireUnitsSchema, input.units, 'units'));
    const repeated = repeatedTags(added);
    if (repeated.length) throw new Invalid(`units: ${repeated.join(', ')} listed more than once`, 'units');
    await loadHireProduct(ProductView, productId);
    return units.locked(productId, async () => {
      await units.insert(productId, added);
      await units.countDeskChange(productId);
      return Unit.find({ tag: { $in: added.map((u) => u.tag) } })
        .sort({ tag: 1 })
        .lean<HireUnit[]>();
    });
  };
