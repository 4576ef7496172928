import { applyVersioned, type EventHandlers } from '@shop/kit';
import type { CatalogModels } from '../models';

/** Keeps the local category read model in step with content's Category* events (newest version wins). */
export function categoryHandlers({ CategoryView }: CatalogModels): EventHandlers {
  return {
    CategoryCreated: async ({ id, name, slug, parentId }, { aggregateVersion }) =>
      applyVersioned(CategoryView, id, aggregateVersion, { name, slug, parentId: parentId ?? null, deleted: false }),
    CategoryUpdated: async ({ id, name, slug, parentId }, { aggregateVersion }) =>
      applyVersioned(CategoryView, id, aggregateVersion, { name, slug, parentId: parentId ?? null, deleted: false }),
    CategoryDeleted: async ({ id }, { aggregateVersion }) =>
      applyVersioned(CategoryView, id, aggregateVersion, { name: '', slug: '', parentId: null, deleted: true }),
  };
}
