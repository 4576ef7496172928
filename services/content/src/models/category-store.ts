import { AggregateStore, Conflict, live, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { Category } from './category';

/** Categories are written through here: versioned, with their events, then relayed. */
export const categoryStore = (Category: Model<Category>, committed: (written?: Written) => void | Promise<void>) =>
  new AggregateStore(Category, {
    changedMessage: 'This category was changed by someone else; reload to see the current values',
    onDuplicate: (c) => new Conflict(`A category with slug "${c.slug}" already exists`, 'slug'),
    committed,
  });

export type CategoryStore = ReturnType<typeof categoryStore>;

/** Every live category's place in the tree, for the parent rules. */
export const categoryTree = (Category: Model<Category>) => Category.find(live, { id: 1, parentId: 1 }).lean();

/** How many live categories sit directly under `id`. */
export const childCount = (Category: Model<Category>, id: number) => Category.countDocuments({ parentId: id, ...live });
