import type { EventData } from '@shop/contracts';
import { mirror } from '@shop/kit';
import type { HireModels } from '../models';

/**
 * Keeps the hire equipment read model in step with the catalog's products (newest version wins):
 * what quote lines are checked against and priced by, and what availability counts.
 */
export const mirrorProduct = ({ ProductView }: Pick<HireModels, 'ProductView'>) =>
  mirror(ProductView, (product: EventData<'ProductUpdated'>) => ({
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
    kitParts: product.kitParts,
  }));

export type MirrorProduct = ReturnType<typeof mirrorProduct>;
