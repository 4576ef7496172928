import type { EventData } from '@shop/contracts';
import { mirrorConsumer, type Mirror } from '@shop/kit';

/** The catalog's products, into search's store (a slice's states in one write: a sale moves many products' stock). */
export const productConsumer = (mirror: Mirror<EventData<'ProductUpdated'>>) =>
  mirrorConsumer(mirror, { saved: ['ProductCreated', 'ProductUpdated'], deleted: 'ProductDeleted' });

/** Content's categories, into search's store. */
export const categoryConsumer = (mirror: Mirror<EventData<'CategoryUpdated'>>) =>
  mirrorConsumer(mirror, { saved: ['CategoryCreated', 'CategoryUpdated'], deleted: 'CategoryDeleted' });
