import type { EventHandlers } from '@shop/kit';
import type { MirrorProduct } from '../application/mirror-product';

/** The catalog's product events, applied to the hire equipment read model. */
export function productHandlers(mirror: MirrorProduct): EventHandlers {
  const save: NonNullable<EventHandlers['ProductUpdated']> = (product, { aggregateVersion }) =>
    mirror.save(product, aggregateVersion);
  return {
    ProductCreated: save,
    ProductUpdated: save,
    ProductDeleted: ({ id }, { aggregateVersion }) => mirror.remove(id, aggregateVersion),
  };
}
