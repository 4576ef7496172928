import { listCeiling } from '@shop/contracts';
import { NotFound, idSchema, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { Model } from 'mongoose';
import type { FleetModels } from '../models/fleet-models';
import type { HireProductView } from '../../../shared/models/product-view';
import type { HireUnit } from '../models/unit';
import type { UnitStore } from '../models/unit-store';

const MAX_UNITS = listCeiling('Query', 'hireUnits');

/** The live hire product with this id; 404 when there is none. */
export async function loadHireProduct(ProductView: Model<HireProductView>, id: number): Promise<HireProductView> {
  const product = await ProductView.findOne({ id, deleted: false, isHireItem: true }).lean<HireProductView>();
  if (!product) throw new NotFound('Hire Equipment Not Found');
  return product;
}

/** The unit with this (already parsed) tag; 404 naming it when there is none. */
export async function loadUnit(units: UnitStore, tag: string): Promise<HireUnit> {
  const unit = await units.byTag(tag);
  if (!unit) throw new NotFound(`No unit has the asset tag ${tag}`);
  return unit;
}

/** The desk's reads of the fleet. */
export function unitQueries({ ProductView, Unit }: Pick<FleetModels, 'ProductView' | 'Unit'>) {
  return {
    /** A hire product's units, retired ones last, each group by tag. */
    async unitsOf(input: { productId: unknown }, actor: AuthContext) {
      requireAdmin(actor);
      const productId = parseInput(idSchema, input.productId, 'productId');
      const product = await loadHireProduct(ProductView, productId);
      const units = await Unit.find({ productId }).sort({ tag: 1 }).limit(MAX_UNITS).lean<HireUnit[]>();
      const live = units.filter((u) => u.state !== 'retired');
      return { product, units: [...live, ...units.filter((u) => u.state === 'retired')] };
    },
  };
}

export type UnitQueries = ReturnType<typeof unitQueries>;
