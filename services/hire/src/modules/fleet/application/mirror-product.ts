import type { EventData } from '@shop/contracts';
import { mirror, type Mirror } from '@shop/kit';
import type { FleetModels } from '../models/fleet-models';
import type { HireProductView } from '../../../shared/models/product-view';
import type { UnitStore } from '../models/unit-store';

type ProductState = EventData<'ProductUpdated'>;

/**
 * Keeps the hire equipment read model in step with the catalog's products (newest version wins):
 * what quote lines are checked against and priced by. The fleet size (`stock`) is hire's own
 * count of units; a hire product's catalog stock is followed by its units (see followCatalogStock).
 */
export function mirrorProduct(
  { ProductView }: Pick<FleetModels, 'ProductView'>,
  units?: UnitStore,
): Mirror<ProductState> {
  const rows = mirror(ProductView, (product: ProductState) => ({
    name: product.name,
    slug: product.slug,
    isHireItem: product.isHireItem,
    catalogStock: product.stock,
    catalogFleetUnits: product.hireFleetUnits,
    hirePriceDailyPence: product.hirePriceDailyPence,
    hirePriceWeeklyPence: product.hirePriceWeeklyPence,
    hirePriceMonthlyPence: product.hirePriceMonthlyPence,
    deliveryPricePence: product.deliveryPricePence,
    installationPricePence: product.installationPricePence,
    securityDepositPence: product.securityDepositPence,
    turnaroundDays: product.turnaroundDays,
    kitParts: product.kitParts,
  }));
  const saveAll: Mirror<ProductState>['saveAll'] = async (states) => {
    await rows.saveAll(states);
    for (const { state } of states) {
      if (units && state.isHireItem) await followCatalogStock(ProductView, units, state.id);
    }
  };
  return { ...rows, save: (state, version) => saveAll([{ state, version }]), saveAll };
}

/**
 * The catalog's stock of a hire product is what the admin asks the fleet to be: raised, hire adds
 * units with generated tags up to it; lowered, it retires available units, newest first, as far as
 * it can. A stock equal to the fleet size the catalog last heard from hire is that report coming
 * back, not a request, and changes nothing (so the two services cannot chase each other).
 */
export async function followCatalogStock(
  ProductView: FleetModels['ProductView'],
  units: UnitStore,
  productId: number,
): Promise<void> {
  await units.locked(productId, async () => {
    const view = await ProductView.findOne({ id: productId }).lean<HireProductView>();
    // A kit has no units of its own: it goes out as its parts' units.
    if (!view || view.deleted || !view.isHireItem || (view.kitParts ?? []).length > 0) return;
    if (view.catalogStock !== view.catalogFleetUnits) await units.matchTo(productId, view.catalogStock);
    await units.count(productId);
  });
}

export type MirrorProduct = ReturnType<typeof mirrorProduct>;
