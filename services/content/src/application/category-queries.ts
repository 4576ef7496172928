import { NotFound, live, requireAdmin, type AuthContext } from '@shop/kit';
import { listCeiling } from '@shop/contracts';
import type { ContentModels } from '../models';
import type { Category } from '../models/category';

const CATEGORIES = listCeiling('Query', 'categories');
const ADMIN_CATEGORIES = listCeiling('Query', 'adminCategories');
const CHILDREN = listCeiling('Category', 'children');

/** Reads of the live categories, ordered by id. */
export function categoryQueries({ Category }: ContentModels) {
  const ordered = (filter: object, limit: number): Promise<Category[]> =>
    Category.find({ ...filter, ...live })
      .sort({ id: 1 })
      .limit(limit)
      .lean();

  return {
    all: () => ordered({}, CATEGORIES),
    forAdmin: async (actor: AuthContext) => {
      requireAdmin(actor);
      return ordered({}, ADMIN_CATEGORIES);
    },
    bySlug: async (slug: string): Promise<Category> => {
      const found = await Category.findOne({ slug: String(slug).toLowerCase(), ...live }).lean();
      if (!found) throw new NotFound('Category not found');
      return found;
    },
    byId: (id: number): Promise<Category | null> => Category.findOne({ id, ...live }).lean(),
    children: (id: number) => ordered({ parentId: id }, CHILDREN),
  };
}

export type CategoryQueries = ReturnType<typeof categoryQueries>;
