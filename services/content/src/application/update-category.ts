import { NotFound, definedFields, idSchema, live, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { categoryPatchSchema } from '@shop/contracts';
import { checkParent } from '../domain/category-tree';
import { categoryUpdated } from '../events/published';
import type { Category } from '../models/category';
import { categoryTree } from '../models/category-store';
import type { ContentDeps } from './deps';

/** An admin changes some of a category's fields; a new parent must exist and not sit below it. */
export const updateCategory =
  ({ models: { Category }, stores: { categories } }: ContentDeps) =>
  async (rawId: unknown, input: unknown, actor: AuthContext): Promise<Category> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const patch = definedFields(parseInput(categoryPatchSchema, input));
    const saved = await categories.update(
      { id, ...live },
      async () => {
        if (patch.parentId !== undefined) checkParent(await categoryTree(Category), id, patch.parentId);
        return patch;
      },
      categoryUpdated,
    );
    if (!saved) throw new NotFound(`Category ${id} not found`);
    return saved;
  };
