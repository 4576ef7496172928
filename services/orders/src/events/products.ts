import { mirrorConsumer } from '@shop/kit';
import { syncProductView } from '../application/sync-product-view';
import type { OrdersModels } from '../models';

/**
 * The catalog's Product* events, kept in the read model checkout prices by (a slice's states in one write:
 * a sale moves many products' stock at once).
 */
export const productConsumer = (models: OrdersModels) =>
  mirrorConsumer(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });
