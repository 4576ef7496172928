import {
  NotFound,
  stopIfCallerGone,
  definedFields,
  idSchema,
  live,
  nextId,
  parseInput,
  requireAdmin,
  retiredSlug,
  type SubgraphContext,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { checkDeletable, checkParent } from '../domain/category-tree';
import { categoryInputSchema, categoryPatchSchema, listCeiling } from '@shop/contracts';
import { categoryCreated, categoryDeleted, categoryUpdated } from '../events/published';
import type { ContentModels } from '../models';
import type { Category } from '../models/category';
import type { ContentStores } from '../models/stores';

const CATEGORIES = listCeiling('Query', 'categories');
const ADMIN_CATEGORIES = listCeiling('Query', 'adminCategories');
const CHILDREN = listCeiling('Category', 'children');

export interface CategoryDto {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
}

export const toCategoryDto = (c: Category): CategoryDto => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description ?? null,
  parentId: c.parentId ?? null,
});

export function categoryResolvers(connection: Connection, { Category }: ContentModels, { categories }: ContentStores) {
  const tree = () => Category.find(live, { id: 1, parentId: 1 }).lean();
  const found = (id: number) => (doc: Category | null) => {
    if (!doc) throw new NotFound(`Category ${id} not found`);
    return doc;
  };

  return {
    Query: {
      categories: async () => (await Category.find(live).sort({ id: 1 }).limit(CATEGORIES).lean()).map(toCategoryDto),
      adminCategories: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return (await Category.find(live).sort({ id: 1 }).limit(ADMIN_CATEGORIES).lean()).map(toCategoryDto);
      },
      categoryBySlug: async (_: unknown, { slug }: { slug: string }) => {
        const doc = await Category.findOne({ slug: String(slug).toLowerCase(), ...live }).lean();
        if (!doc) throw new NotFound('Category not found');
        return toCategoryDto(doc);
      },
      category: async (_: unknown, { id }: { id: number }) => {
        const doc = await Category.findOne({ id, ...live }).lean();
        return doc ? toCategoryDto(doc) : null;
      },
    },
    Category: {
      __resolveReference: async ({ id }: { id: number }) => {
        const doc = await Category.findOne({ id, ...live }).lean();
        return doc ? toCategoryDto(doc) : null;
      },
      children: async ({ id }: CategoryDto, _: unknown, ctx: SubgraphContext) => {
        stopIfCallerGone(ctx);
        return (
          await Category.find({ parentId: id, ...live })
            .sort({ id: 1 })
            .limit(CHILDREN)
            .lean()
        ).map(toCategoryDto);
      },
    },
    Mutation: {
      createCategory: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const data = parseInput(categoryInputSchema, input);
        checkParent(await tree(), null, data.parentId);
        const id = await nextId(connection, 'categories');
        return toCategoryDto(await categories.create({ id, ...data }, categoryCreated));
      },
      updateCategory: async (_: unknown, args: { id: unknown; input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const patch = definedFields(parseInput(categoryPatchSchema, args.input));
        const saved = await categories.update(
          { id, ...live },
          async () => {
            if (patch.parentId !== undefined) checkParent(await tree(), id, patch.parentId);
            return patch;
          },
          categoryUpdated,
        );
        return toCategoryDto(found(id)(saved));
      },
      deleteCategory: async (_: unknown, args: { id: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const deleted = await categories.update(
          { id, ...live },
          async (current) => {
            checkDeletable(current.name, await Category.countDocuments({ parentId: id, ...live }));
            return { deletedAt: new Date(), slug: retiredSlug(current.slug, id) };
          },
          categoryDeleted,
        );
        found(id)(deleted);
        return true;
      },
    },
  };
}
