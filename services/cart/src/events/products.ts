import type { EventHandlers } from '@shop/kit';
import { syncProductView } from '../application/sync-product-view';
import type { CartModels } from '../models';

/** The catalog's Product* events, kept in the read model adding to a basket checks. */
export function productHandlers(models: CartModels): EventHandlers {
  const products = syncProductView(models);
  const apply: NonNullable<EventHandlers['ProductUpdated']> = (product, { aggregateVersion }) =>
    products.productChanged(product, aggregateVersion);
  return {
    ProductCreated: apply,
    ProductUpdated: apply,
    ProductDeleted: ({ id }, { aggregateVersion }) => products.productDeleted(id, aggregateVersion),
  };
}
