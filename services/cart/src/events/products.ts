import { mirrorConsumer } from '@shop/kit';
import { syncProductView } from '../application/sync-product-view';
import type { CartModels } from '../models';

/**
 * The catalog's Product* events, kept in the read model adding to a basket checks (a slice's states in one write:
 * a sale moves many products' stock at once).
 */
export const productConsumer = (models: CartModels) =>
  mirrorConsumer(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });
