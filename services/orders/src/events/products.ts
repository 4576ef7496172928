import { applyVersioned, type EventHandlers } from '@shop/kit';
import type { OrdersModels } from '../models';

/** Keeps the product read model checkout prices by in step with the catalog (newest version wins). */
export function productHandlers({ ProductView }: OrdersModels): EventHandlers {
  const apply: NonNullable<EventHandlers['ProductUpdated']> = async (product, { aggregateVersion }) =>
    applyVersioned(ProductView, product.id, aggregateVersion, {
      name: product.name,
      slug: product.slug,
      imageUrl: product.imageUrl,
      pricePence: product.pricePence,
      isHireItem: product.isHireItem,
      isLargeHeavy: product.isLargeHeavy,
      customShippingCostPence: product.customShippingCostPence,
      deleted: false,
    });
  return {
    ProductCreated: apply,
    ProductUpdated: apply,
    ProductDeleted: async ({ id }, { aggregateVersion }) =>
      applyVersioned(ProductView, id, aggregateVersion, { deleted: true }),
  };
}
