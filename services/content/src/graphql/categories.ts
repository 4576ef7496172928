import { stopIfCallerGone } from '@shop/kit';
import { categoryQueries } from '../application/category-queries';
import { createCategory } from '../application/create-category';
import { deleteCategory } from '../application/delete-category';
import type { ContentDeps } from '../application/deps';
import { updateCategory } from '../application/update-category';
import type { Category } from '../models/category';
import type { Resolvers } from './__generated__/resolvers';
import { toCategoryDto } from './dto';

/** Categories: public reads, the admin list and the admin writes; children on demand. */
export function categoryResolvers(deps: ContentDeps): Resolvers {
  const categories = categoryQueries(deps.models);
  const create = createCategory(deps);
  const update = updateCategory(deps);
  const remove = deleteCategory(deps);
  const dtoOrNull = (found: Category | null) => (found ? toCategoryDto(found) : null);

  return {
    Query: {
      categories: async () => (await categories.all()).map(toCategoryDto),
      adminCategories: async (_, __, { user }) => (await categories.forAdmin({ user })).map(toCategoryDto),
      categoryBySlug: async (_, { slug }) => toCategoryDto(await categories.bySlug(slug)),
      category: async (_, { id }) => dtoOrNull(await categories.byId(id)),
    },
    Category: {
      __resolveReference: async ({ id }) => dtoOrNull(await categories.byId(id)),
      children: async ({ id }, _, ctx) => {
        stopIfCallerGone(ctx);
        return (await categories.children(id)).map(toCategoryDto);
      },
    },
    Mutation: {
      createCategory: async (_, { input }, { user }) => toCategoryDto(await create(input, { user })),
      updateCategory: async (_, { id, input }, { user }) => toCategoryDto(await update(id, input, { user })),
      deleteCategory: async (_, { id }, { user }) => {
        await remove(id, { user });
        return true;
      },
    },
  };
}
