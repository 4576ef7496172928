import { NotFound, live, parseInput } from '@shop/kit';
import type { FilterQuery } from 'mongoose';
import { categoryFilterSchema, listLimitSchema, searchSchema } from '../domain/inputs';
import { toProductDto, type ProductDto } from '../domain/product-view';
import { escapeRegex, rankByName, sortSpec, type ProductSort } from '../domain/search';
import type { CatalogModels } from '../models';
import type { Product } from '../models/product';
import type { CategoryLookup } from './category-lookup';

interface ListArgs {
  categoryId?: unknown;
  limit?: unknown;
  q?: unknown;
  onSale?: boolean | null;
  sort?: ProductSort | null;
}

/** Internal bookkeeping never leaves the service. */
const PUBLIC_FIELDS = { pendingEvents: 0, stockOps: 0 } as const;
const MAX_RELATED = 4;

/** Public reads: listings, search, detail, related products and the federation entity. */
export function productQueries({ Product }: CatalogModels, categories: CategoryLookup) {
  async function list(isHireItem: boolean, args: ListArgs): Promise<ProductDto[]> {
    const limit = parseInput(listLimitSchema, args.limit, 'limit');
    const categoryId = parseInput(categoryFilterSchema, args.categoryId, 'categoryId');
    const q = parseInput(searchSchema, args.q, 'q');
    const filter: FilterQuery<Product> = { isHireItem, ...live };
    if (categoryId) filter.categoryId = { $in: await categories.scope(categoryId) };
    if (args.onSale) filter.isOnSale = true;
    if (q) {
      const pattern = new RegExp(escapeRegex(q), 'i');
      filter.$or = [{ name: pattern }, { slug: pattern }, { description: pattern }];
    }
    const query = Product.find(filter, PUBLIC_FIELDS).sort(sortSpec(args.sort));
    // With a search the ranking decides which come first, so the limit applies after it.
    if (limit && !q) query.limit(limit);
    const docs = await query.lean<Product[]>();
    const ordered = q ? rankByName(docs, q).slice(0, limit ?? undefined) : docs;
    return ordered.map(toProductDto);
  }

  async function bySlugOrId(isHireItem: boolean, slugOrId: string): Promise<Product | null> {
    const key = String(slugOrId).trim();
    const match = /^\d+$/.test(key) ? { id: Number(key) } : { slug: key.toLowerCase() };
    return Product.findOne({ ...match, isHireItem, ...live }, PUBLIC_FIELDS).lean<Product>();
  }

  return {
    Query: {
      products: (_: unknown, args: ListArgs) => list(false, args),
      hireProducts: (_: unknown, args: ListArgs) => list(true, { categoryId: args.categoryId, limit: args.limit }),
      product: async (_: unknown, { slugOrId }: { slugOrId: string }) => {
        const doc = await bySlugOrId(false, slugOrId);
        if (!doc) throw new NotFound('Product not found');
        return toProductDto(doc);
      },
      hireProduct: async (_: unknown, { slug }: { slug: string }) => {
        const doc = await bySlugOrId(true, slug);
        if (!doc) throw new NotFound('Hire equipment not found');
        return toProductDto(doc);
      },
    },
    Product: {
      __resolveReference: async ({ id }: { id: number }) => {
        const doc = await Product.findOne({ id, ...live }, PUBLIC_FIELDS).lean<Product>();
        return doc ? toProductDto(doc) : null;
      },
      category: ({ categoryId }: ProductDto) => ({ __typename: 'Category', id: categoryId }),
      /** Same category and kind (sale or hire), this one excluded, newest first, at most 4. */
      related: async ({ id, categoryId, isHireItem }: ProductDto, { limit }: { limit?: number | null }) => {
        const count = Math.min(Math.max(limit ?? MAX_RELATED, 0), MAX_RELATED);
        if (count === 0) return [];
        const docs = await Product.find({ categoryId, isHireItem, id: { $ne: id }, ...live }, PUBLIC_FIELDS)
          .sort(sortSpec('newest'))
          .limit(count)
          .lean<Product[]>();
        return docs.map(toProductDto);
      },
    },
  };
}
