import {
  Conflict,
  Invalid,
  NotFound,
  idSchema,
  isDuplicateKeyError,
  live,
  nextId,
  parseInput,
  recordEvent,
  requireAdmin,
  softDelete,
  type SubgraphContext,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { retiredSlug, wouldCreateCycle } from '../domain/category-tree';
import { categoryInputSchema, categoryPatchSchema } from '../domain/inputs';
import type { Category, CategoryDoc } from '../models/category';
import type { ContentModels } from '../models';

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

const eventData = (c: Category) => toCategoryDto(c);

export function categoryResolvers(connection: Connection, { Category }: ContentModels, published: () => void) {
  const byId = async (id: number) => {
    const doc = await Category.findOne({ id, ...live });
    if (!doc) throw new NotFound(`Category ${id} not found`);
    return doc;
  };

  const checkParent = async (id: number | null, parentId: number | null) => {
    if (parentId === null) return;
    const all = await Category.find(live, { id: 1, parentId: 1 }).lean();
    if (!all.some((c) => c.id === parentId)) throw new Invalid('parentId: Parent category does not exist', 'parentId');
    if (id !== null && wouldCreateCycle(all, id, parentId)) {
      throw new Invalid('parentId: A category cannot be placed inside itself', 'parentId');
    }
  };

  const saveUnique = async (doc: CategoryDoc) => {
    try {
      await doc.save();
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new Conflict(`A category with slug "${doc.slug}" already exists`, 'slug');
      throw err;
    }
    published();
  };

  return {
    Query: {
      categories: async () => (await Category.find(live).sort({ id: 1 }).lean()).map(toCategoryDto),
      adminCategories: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return (await Category.find(live).sort({ id: 1 }).lean()).map(toCategoryDto);
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
      children: async ({ id }: CategoryDto) =>
        (
          await Category.find({ parentId: id, ...live })
            .sort({ id: 1 })
            .lean()
        ).map(toCategoryDto),
    },
    Mutation: {
      createCategory: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const data = parseInput(categoryInputSchema, input);
        await checkParent(null, data.parentId);
        const id = await nextId(connection, 'categories');
        const doc = new Category({ id, ...data });
        recordEvent(doc, 'CategoryCreated', id, eventData(doc));
        await saveUnique(doc);
        return toCategoryDto(doc);
      },
      updateCategory: async (_: unknown, args: { id: unknown; input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const patch = parseInput(categoryPatchSchema, args.input);
        const doc = await byId(id);
        if (patch.parentId !== undefined) await checkParent(id, patch.parentId);
        doc.set(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
        recordEvent(doc, 'CategoryUpdated', id, eventData(doc));
        await saveUnique(doc);
        return toCategoryDto(doc);
      },
      deleteCategory: async (_: unknown, args: { id: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const doc = await byId(id);
        const children = await Category.countDocuments({ parentId: id, ...live });
        if (children > 0) {
          throw new Conflict(
            `Cannot delete category "${doc.name}" because it has ${children} subcategor${children === 1 ? 'y' : 'ies'}. Delete or move them first.`,
          );
        }
        doc.slug = retiredSlug(doc.slug, id);
        await softDelete(doc, 'CategoryDeleted', id, { id });
        published();
        return true;
      },
    },
  };
}
