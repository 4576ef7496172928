import { mirrorHandlers, type EventHandlers } from '@shop/kit';
import type { MirrorProduct } from '../application/mirror-product';

/** The catalog's product events, applied to the hire equipment read model. */
export const productHandlers = (mirror: MirrorProduct): EventHandlers =>
  mirrorHandlers(mirror, { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });
