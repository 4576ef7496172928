import { type EventData } from '@shop/contracts';
import { applyVersioned } from '@shop/kit';
import type { OrdersModels } from '../models';

/** Keeps the product read model checkout prices by in step with the catalog (newest version wins). */
export function syncProductView({ ProductView }: OrdersModels) {
  return {
    productChanged: (product: EventData<'ProductUpdated'>, version: number) =>
      applyVersioned(ProductView, product.id, version, {
        name: product.name,
        slug: product.slug,
        imageUrl: product.imageUrl,
        pricePence: product.pricePence,
        isHireItem: product.isHireItem,
        isLargeHeavy: product.isLargeHeavy,
        customShippingCostPence: product.customShippingCostPence,
        deleted: false,
      }),
    productDeleted: (id: number, version: number) => applyVersioned(ProductView, id, version, { deleted: true }),
  };
}
