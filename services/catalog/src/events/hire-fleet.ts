import type { EventHandlers } from '@shop/kit';
import { productUpdated } from './published';
import type { ProductStore } from '../models/product-store';

/**
 * Hire counts a hire product's units: its stock here is the units in service it reports. A report
 * that changes nothing writes and publishes nothing, so a repeated event is harmless.
 */
export function hireFleetHandlers(products: ProductStore): EventHandlers {
  return {
    HireFleetChanged: async ({ productId, unitsInService }) => {
      await products.update(
        { id: productId, isHireItem: true, deletedAt: null },
        () => ({ onHand: unitsInService, hireFleetUnits: unitsInService }),
        (saved) => productUpdated(saved),
      );
    },
  };
}
