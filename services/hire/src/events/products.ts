import { mirrorBatchHandlers, mirrorHandlers, type BatchHandlers, type EventHandlers } from '@shop/kit';
import type { MirrorProduct } from '../application/mirror-product';

/** The catalog's product events, applied to the hire equipment read model. */
export const productHandlers = (mirror: MirrorProduct): EventHandlers =>
  mirrorHandlers(mirror, { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });

/** A slice's product states saved in one write (a sale moves many products' stock at once). */
export const productBatchHandlers = (mirror: MirrorProduct): BatchHandlers =>
  mirrorBatchHandlers(mirror, { saved: ['ProductCreated', 'ProductUpdated'] });
