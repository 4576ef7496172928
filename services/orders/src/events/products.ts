import { mirrorBatchHandlers, mirrorHandlers, type BatchHandlers, type EventHandlers } from '@shop/kit';
import { syncProductView } from '../application/sync-product-view';
import type { OrdersModels } from '../models';

/** The catalog's Product* events, kept in the read model checkout prices by. */
export const productHandlers = (models: OrdersModels): EventHandlers =>
  mirrorHandlers(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });

/** A slice's product states saved in one write (a sale moves many products' stock at once). */
export const productBatchHandlers = (models: OrdersModels): BatchHandlers =>
  mirrorBatchHandlers(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'] });
