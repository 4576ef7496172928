import { Invalid } from '@shop/kit';
import { PRODUCT_MESSAGES } from '@shop/contracts';
import { withDescendants } from '../domain/category-tree';
import type { CatalogModels } from '../models';
import { existing } from '../models/category-view';

/** Questions about categories, answered from the local read model (content owns categories). */
export function categoryQueries({ CategoryView }: CatalogModels) {
  const all = () => CategoryView.find(existing, { id: 1, slug: 1, parentId: 1, _id: 0 }).lean();
  return {
    /** The category and all of its children, for listings. */
    scope: async (categoryId: number): Promise<number[]> => withDescendants(await all(), categoryId),
    /** The same by the category's slug; none for a slug no category has. */
    scopeOfSlug: async (slug: string): Promise<number[]> => {
      const categories = await all();
      const category = categories.find((c) => c.slug === slug);
      return category ? withDescendants(categories, category.id) : [];
    },
    knownIds: async (): Promise<Set<number>> => new Set((await all()).map((c) => c.id)),
    require: async (categoryId: number): Promise<void> => {
      if (!(await CategoryView.exists({ id: categoryId, ...existing }))) {
        throw new Invalid(`categoryId: ${PRODUCT_MESSAGES.categoryMissing}`, 'categoryId');
      }
    },
  };
}

export type CategoryQueries = ReturnType<typeof categoryQueries>;
