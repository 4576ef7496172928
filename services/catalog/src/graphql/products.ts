import DataLoader from 'dataloader';
import { NotFound, live, parseInput, stopIfCallerGone, type SubgraphContext } from '@shop/kit';
import type { FilterQuery } from 'mongoose';
import { listCeiling, listLimitSchema } from '@shop/contracts';
import { categoryFilterSchema, searchSchema } from '../domain/inputs';
import { HIRE, SALE, type ProductKind } from '../domain/product-kinds';
import { toProductDto, type ProductDto } from '../domain/product-view';
import { escapeRegex, rankByName, sortSpec, type ProductSort } from '../domain/search';
import type { CatalogModels } from '../models';
import { publicFields, type Product } from '../models/product';
import type { CategoryLookup } from './category-lookup';

interface ListArgs {
  categoryId?: unknown;
  limit?: unknown;
  q?: unknown;
  onSale?: boolean | null;
  sort?: ProductSort | null;
}

const relatedLimit = listLimitSchema('Product', 'related');
// One more than a product shows, so there are enough once the product itself is left out.
const RELATED_FETCHED = listCeiling('Product', 'related') + 1;

/** Public reads: listings, search, detail, related products and the federation entity. */
export function productQueries({ Product }: CatalogModels, categories: CategoryLookup) {
  async function list(kind: ProductKind, args: ListArgs): Promise<ProductDto[]> {
    const limit = parseInput(kind.listLimit, args.limit, 'limit');
    const categoryId = parseInput(categoryFilterSchema, args.categoryId, 'categoryId');
    const q = parseInput(searchSchema, args.q, 'q');
    const filter: FilterQuery<Product> = { isHireItem: kind.isHireItem, ...live };
    if (categoryId) filter.categoryId = { $in: await categories.scope(categoryId) };
    if (args.onSale) filter.isOnSale = true;
    if (q) {
      const pattern = new RegExp(escapeRegex(q), 'i');
      filter.$or = [{ name: pattern }, { slug: pattern }, { description: pattern }];
    }
    const query = Product.find(filter, publicFields).sort(sortSpec(args.sort));
    // With a search the ranking decides which come first, so the limit applies after it.
    if (!q) query.limit(limit);
    const docs = await query.lean<Product[]>();
    const ordered = q ? rankByName(docs, q).slice(0, limit) : docs;
    return ordered.map(toProductDto);
  }

  async function bySlugOrId(kind: ProductKind, slugOrId: string): Promise<ProductDto> {
    const key = String(slugOrId).trim();
    const match = /^\d+$/.test(key) ? { id: Number(key) } : { slug: key.toLowerCase() };
    const doc = await Product.findOne({ ...match, isHireItem: kind.isHireItem, ...live }, publicFields).lean<Product>();
    if (!doc) throw new NotFound(kind.notFound);
    return toProductDto(doc);
  }

  // The gateway resolves a list of references (a wishlist's products) in one `_entities` call,
  // which asks for them one by one: load each tick's ids with one query. No cache across calls.
  const byId = new DataLoader<number, Product | null>(
    async (ids) => {
      const found = await Product.find({ id: { $in: [...ids] }, ...live }, publicFields).lean<Product[]>();
      const byKey = new Map(found.map((p) => [p.id, p]));
      return ids.map((id) => byKey.get(id) ?? null);
    },
    { cache: false },
  );

  // Related products of a whole level of a nested query come from one query per category and
  // kind, not one per product: five levels under ten products were 3,410 queries, now a few.
  // Each is made a DTO once per level and shared by every product of that category (13,700
  // conversions become a few dozen; the DTOs are only read).
  const newestInCategory = new DataLoader<string, ProductDto[]>(
    async (keys) => {
      // Without a cache DataLoader passes every product's key, repeats included: ask once per key.
      const unique = [...new Set(keys)];
      const found = await Promise.all(
        unique.map((key) => {
          const [categoryId, kind] = key.split(':');
          return Product.find({ categoryId: Number(categoryId), isHireItem: kind === 'hire', ...live }, publicFields)
            .sort(sortSpec('newest'))
            .limit(RELATED_FETCHED)
            .lean<Product[]>()
            .then((docs) => docs.map(toProductDto));
        }),
      );
      const byKey = new Map(unique.map((key, i) => [key, found[i]]));
      return keys.map((key) => byKey.get(key)!);
    },
    { cache: false },
  );

  return {
    Query: {
      products: (_: unknown, args: ListArgs) => list(SALE, args),
      hireProducts: (_: unknown, args: ListArgs) => list(HIRE, { categoryId: args.categoryId, limit: args.limit }),
      product: (_: unknown, { slugOrId }: { slugOrId: string }) => bySlugOrId(SALE, slugOrId),
      hireProduct: (_: unknown, { slug }: { slug: string }) => bySlugOrId(HIRE, slug),
    },
    Product: {
      __resolveReference: async ({ id }: { id: number }) => {
        const doc = await byId.load(id);
        return doc ? toProductDto(doc) : null;
      },
      category: ({ categoryId }: ProductDto) => ({ __typename: 'Category', id: categoryId }),
      /** Same category and kind (sale or hire), this one excluded, newest first, at most 4. */
      related: async ({ id, categoryId, isHireItem }: ProductDto, args: { limit?: unknown }, ctx: SubgraphContext) => {
        stopIfCallerGone(ctx);
        const count = parseInput(relatedLimit, args.limit, 'limit');
        const newest = await newestInCategory.load(`${categoryId}:${isHireItem ? 'hire' : 'sale'}`);
        return newest.filter((p) => p.id !== id).slice(0, count);
      },
    },
  };
}
