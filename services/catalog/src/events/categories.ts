import { isDuplicateKeyError, type EventHandlers } from '@shop/kit';
import type { CatalogModels } from '../models';
import type { CategoryView } from '../models/category-view';

/**
 * Keeps the local category read model in step with content's Category* events. Each row keeps
 * the aggregate version it was last written at, and an event applies only over an older one:
 * redeliveries, replays and out-of-order arrivals all leave the newest state in place.
 */
export function categoryHandlers({ CategoryView }: CatalogModels): EventHandlers {
  const apply = async (id: number, version: number, state: Omit<CategoryView, 'id' | 'version'>) => {
    try {
      await CategoryView.updateOne(
        { id, version: { $lt: version } },
        { $set: { ...state, version } },
        { upsert: true },
      );
    } catch (err) {
      // The row exists at this version or a newer one: the upsert's insert hit the unique id.
      if (!isDuplicateKeyError(err)) throw err;
    }
  };
  return {
    CategoryCreated: async ({ id, name, slug, parentId }, { aggregateVersion }) =>
      apply(id, aggregateVersion, { name, slug, parentId: parentId ?? null, deleted: false }),
    CategoryUpdated: async ({ id, name, slug, parentId }, { aggregateVersion }) =>
      apply(id, aggregateVersion, { name, slug, parentId: parentId ?? null, deleted: false }),
    CategoryDeleted: async ({ id }, { aggregateVersion }) =>
      apply(id, aggregateVersion, { name: '', slug: '', parentId: null, deleted: true }),
  };
}
