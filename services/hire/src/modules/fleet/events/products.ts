import { mirrorConsumer } from '@shop/kit';
import type { MirrorProduct } from '../application/mirror-product';

/**
 * The catalog's product events, applied to the hire equipment read model (a slice's states in one write:
 * a sale moves many products' stock at once).
 */
export const productConsumer = (mirror: MirrorProduct) =>
  mirrorConsumer(mirror, { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });
