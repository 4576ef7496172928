import DataLoader from 'dataloader';
import { parseInput, stopIfCallerGone } from '@shop/kit';
import { listCeiling, listLimitSchema } from '@shop/contracts';
import type { ProductQueries } from '../application/product-queries';
import { HIRE, SALE } from '../domain/product-kinds';
import type { Product } from '../models/product';
import type { Resolvers } from './__generated__/resolvers';
import { toProductDto, type ProductDto } from './dto';

const relatedLimit = listLimitSchema('Product', 'related');
// One more than a product shows, so there are enough once the product itself is left out.
const RELATED_FETCHED = listCeiling('Product', 'related') + 1;

/** Public reads: listings, search, detail, related products and the federation entity. */
export function productResolvers(products: ProductQueries): Resolvers {
  // The gateway resolves a list of references (a wishlist's products) in one `_entities` call,
  // which asks for them one by one: load each tick's ids with one query. No cache across calls.
  const byId = new DataLoader<number, Product | null>(
    async (ids) => {
      const byKey = new Map((await products.byIds(ids)).map((p) => [p.id, p]));
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
        unique.map(async (key) => {
          const [categoryId, kind] = key.split(':');
          const docs = await products.newestInCategory(Number(categoryId), kind === 'hire', RELATED_FETCHED);
          return docs.map(toProductDto);
        }),
      );
      const byKey = new Map(unique.map((key, i) => [key, found[i]]));
      return keys.map((key) => byKey.get(key)!);
    },
    { cache: false },
  );

  return {
    Query: {
      products: async (_, args) => (await products.list(SALE, args)).map(toProductDto),
      hireProducts: async (_, { categoryId, categorySlug, limit }) =>
        (await products.list(HIRE, { categoryId, categorySlug, limit })).map(toProductDto),
      product: async (_, { slugOrId }) => toProductDto(await products.bySlugOrId(SALE, slugOrId)),
      hireProduct: async (_, { slug }) => toProductDto(await products.bySlugOrId(HIRE, slug)),
    },
    Product: {
      __resolveReference: async ({ id }) => {
        const doc = await byId.load(id);
        return doc ? toProductDto(doc) : null;
      },
      category: ({ categoryId }) => ({ __typename: 'Category', id: categoryId }),
      /** Same category and kind (sale or hire), this one excluded, newest first, at most 4. */
      related: async ({ id, categoryId, isHireItem }, args, ctx) => {
        stopIfCallerGone(ctx);
        const count = parseInput(relatedLimit, args.limit, 'limit');
        const newest = await newestInCategory.load(`${categoryId}:${isHireItem ? 'hire' : 'sale'}`);
        return newest.filter((p) => p.id !== id).slice(0, count);
      },
    },
    KitPart: {
      product: async ({ productId }) => {
        const doc = await byId.load(productId);
        return doc ? toProductDto(doc) : null;
      },
    },
  };
}
