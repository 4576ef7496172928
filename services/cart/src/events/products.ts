import { mirrorBatchHandlers, mirrorHandlers, type BatchHandlers, type EventHandlers } from '@shop/kit';
import { syncProductView } from '../application/sync-product-view';
import type { CartModels } from '../models';

/** The catalog's Product* events, kept in the read model adding to a basket checks. */
export const productHandlers = (models: CartModels): EventHandlers =>
  mirrorHandlers(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });

/** A slice's product states saved in one write (a sale moves many products' stock at once). */
export const productBatchHandlers = (models: CartModels): BatchHandlers =>
  mirrorBatchHandlers(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'] });
