import { nextId, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { categoryInputSchema } from '@shop/contracts';
import { checkParent } from '../domain/category-tree';
import { categoryCreated } from '../events/published';
import type { Category } from '../models/category';
import { categoryTree } from '../models/category-store';
import type { ContentDeps } from './deps';

/** An admin adds a category, under an existing parent or at the top. */
export const createCategory =
  ({ connection, models: { Category }, stores: { categories } }: ContentDeps) =>
  async (input: unknown, actor: AuthContext): Promise<Category> => {
    requireAdmin(actor);
    const data = parseInput(categoryInputSchema, input);
    checkParent(await categoryTree(Category), null, data.parentId);
    const id = await nextId(connection, 'categories');
    return categories.create({ id, ...data }, categoryCreated);
  };
