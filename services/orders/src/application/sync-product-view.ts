import type { EventData } from '@shop/contracts';
import { mirror } from '@shop/kit';
import type { OrdersModels } from '../models';

/** Keeps the product read model checkout prices by in step with the catalog (newest version wins). */
export const syncProductView = ({ ProductView }: OrdersModels) =>
  mirror(ProductView, (product: EventData<'ProductUpdated'>) => ({
    name: product.name,
    slug: product.slug,
    imageUrl: product.imageUrl,
    pricePence: product.pricePence,
    isHireItem: product.isHireItem,
    isLargeHeavy: product.isLargeHeavy,
    customShippingCostPence: product.customShippingCostPence,
  }));
