import { mirrorHandlers, type EventHandlers } from '@shop/kit';
import { syncProductView } from '../application/sync-product-view';
import type { CartModels } from '../models';

/** The catalog's Product* events, kept in the read model adding to a basket checks. */
export const productHandlers = (models: CartModels): EventHandlers =>
  mirrorHandlers(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });
