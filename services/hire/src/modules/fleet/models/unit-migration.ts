import { followCatalogStock } from '../application/mirror-product';
import type { FleetModels } from './fleet-models';
import type { HireProductView } from '../../../shared/models/product-view';
import type { UnitStore } from './unit-store';

/**
 * Gives hire products from before units were tracked their units: as many generated units as the
 * catalog's stock. Each product is matched under its lock, and only one whose fleet was never
 * counted, so replicas starting together, or a restart, add nothing twice. Resolves with the
 * products given units.
 */
export async function migrateUnits(
  { ProductView, Fleet }: Pick<FleetModels, 'ProductView' | 'Fleet'>,
  units: UnitStore,
) {
  const counted = new Set((await Fleet.find({}, { id: 1 }).lean<Array<{ id: number }>>()).map((f) => f.id));
  const products = await ProductView.find({ isHireItem: true, deleted: false }).lean<HireProductView[]>();
  let given = 0;
  for (const product of products) {
    if (counted.has(product.id)) continue;
    // Read models from before units held the catalog's stock as the fleet size.
    await ProductView.updateOne(
      { id: product.id, catalogStock: { $exists: false } },
      { $set: { catalogStock: product.stock, catalogFleetUnits: null } },
    );
    await followCatalogStock(ProductView, units, product.id);
    given += 1;
  }
  return given;
}

/**
 * Units from before they were aggregates have no version, events or history: they are given
 * them (once; a later start matches nothing), before any move, which writes under the version.
 */
export async function versionUnits({ Unit }: Pick<FleetModels, 'Unit'>): Promise<number> {
  const given = await Unit.updateMany(
    { version: { $exists: false } },
    { $set: { version: 0, pendingEvents: [], movements: [] } },
    { timestamps: false },
  );
  return given.modifiedCount;
}
