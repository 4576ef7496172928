import { mirrorHandlers, type EventHandlers } from '@shop/kit';
import { syncProductView } from '../application/sync-product-view';
import type { OrdersModels } from '../models';

/** The catalog's Product* events, kept in the read model checkout prices by. */
export const productHandlers = (models: OrdersModels): EventHandlers =>
  mirrorHandlers(syncProductView(models), { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });
