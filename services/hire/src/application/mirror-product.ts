import { type EventData } from '@shop/contracts';
import { applyVersioned } from '@shop/kit';
import type { HireModels } from '../models';

/**
 * Keeps the hire equipment read model in step with the catalog's products (newest version wins):
 * what quote lines are checked against and priced by, and what availability counts.
 */
export function mirrorProduct({ ProductView }: Pick<HireModels, 'ProductView'>) {
  return {
    save: (product: EventData<'ProductUpdated'>, version: number) =>
      applyVersioned(ProductView, product.id, version, {
        name: product.name,
        slug: product.slug,
        isHireItem: product.isHireItem,
        stock: product.stock,
        hirePriceDailyPence: product.hirePriceDailyPence,
        hirePriceWeeklyPence: product.hirePriceWeeklyPence,
        hirePriceMonthlyPence: product.hirePriceMonthlyPence,
        deliveryPricePence: product.deliveryPricePence,
        installationPricePence: product.installationPricePence,
        securityDepositPence: product.securityDepositPence,
        turnaroundDays: product.turnaroundDays,
        deleted: false,
      }),
    remove: (productId: number, version: number) => applyVersioned(ProductView, productId, version, { deleted: true }),
  };
}

export type MirrorProduct = ReturnType<typeof mirrorProduct>;
