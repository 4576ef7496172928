import { NotFound, idSchema, live, parseInput, requireAdmin, retiredSlug, type AuthContext } from '@shop/kit';
import { checkDeletable } from '../domain/category-tree';
import { categoryDeleted } from '../events/published';
import { childCount } from '../models/category-store';
import type { ContentDeps } from './deps';

/** An admin deletes a category without subcategories; its slug is freed for a new one. */
export const deleteCategory =
  ({ models: { Category }, stores: { categories } }: ContentDeps) =>
  async (rawId: unknown, actor: AuthContext): Promise<void> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const deleted = await categories.update(
      { id, ...live },
      async (current) => {
        checkDeletable(current.name, await childCount(Category, id));
        return { deletedAt: new Date(), slug: retiredSlug(current.slug, id) };
      },
      categoryDeleted,
    );
    if (!deleted) throw new NotFound(`Category ${id} not found`);
  };
