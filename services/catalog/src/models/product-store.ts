import { AggregateStore, Conflict, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { Product } from './product';

export const duplicateSlug = (slug: string) => new Conflict(`A product with slug "${slug}" already exists`, 'slug');

/** Products and hire equipment are written through here: versioned, with their events. */
export const productStore = (Product: Model<Product>, committed: (written?: Written) => Promise<void>) =>
  new AggregateStore(Product, {
    changedMessage: 'This product was changed by someone else; reload to see the current values',
    onDuplicate: (attempted) => duplicateSlug(attempted.slug),
    committed,
  });

export type ProductStore = ReturnType<typeof productStore>;
