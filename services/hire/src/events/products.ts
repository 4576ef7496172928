import { applyVersioned, type EventHandlers } from '@shop/kit';
import type { HireModels } from '../models';

/** Keeps the hire equipment read model in step with the catalog (newest version wins). */
export function productHandlers({ ProductView }: HireModels): EventHandlers {
  const apply: NonNullable<EventHandlers['ProductUpdated']> = async (product, { aggregateVersion }) =>
    applyVersioned(ProductView, product.id, aggregateVersion, {
      name: product.name,
      slug: product.slug,
      isHireItem: product.isHireItem,
      stock: product.stock,
      hirePriceDailyPence: product.hirePriceDailyPence,
      hirePriceWeeklyPence: product.hirePriceWeeklyPence,
      hirePriceMonthlyPence: product.hirePriceMonthlyPence,
      turnaroundDays: product.turnaroundDays,
      deleted: false,
    });
  return {
    ProductCreated: apply,
    ProductUpdated: apply,
    ProductDeleted: async ({ id }, { aggregateVersion }) =>
      applyVersioned(ProductView, id, aggregateVersion, { deleted: true }),
  };
}
