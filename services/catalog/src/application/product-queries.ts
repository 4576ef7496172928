import { Invalid, NotFound, live, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { FilterQuery } from 'mongoose';
import { categoryFilterSchema, categorySlugFilterSchema, searchSchema } from '../domain/inputs';
import type { ProductKind } from '../domain/product-kinds';
import { escapeRegex, rankByName, sortSpec, type ProductSort } from '../domain/search';
import { publicFields, type Product } from '../models/product';
import type { CatalogDeps } from './deps';

/** A listing's arguments as the caller sent them: each is validated here. */
export interface ListArgs {
  categoryId?: unknown;
  categorySlug?: unknown;
  limit?: unknown;
  q?: unknown;
  onSale?: boolean | null;
  sort?: ProductSort | null;
}

/** Reads of live products, without the outbox and stock markers. */
export function productQueries({ models: { Product }, categories }: Pick<CatalogDeps, 'models' | 'categories'>) {
  /** Listings and search: a category (by id or slug) includes its children; a search ranks name matches first. */
  async function list(kind: ProductKind, args: ListArgs): Promise<Product[]> {
    const limit = parseInput(kind.listLimit, args.limit, 'limit');
    const categoryId = parseInput(categoryFilterSchema, args.categoryId, 'categoryId');
    const categorySlug = parseInput(categorySlugFilterSchema, args.categorySlug, 'categorySlug');
    const q = parseInput(searchSchema, args.q, 'q');
    const filter: FilterQuery<Product> = { isHireItem: kind.isHireItem, ...live };
    if (categoryId && categorySlug)
      throw new Invalid('categorySlug: give a categoryId or a categorySlug, not both', 'categorySlug');
    if (categoryId) filter.categoryId = { $in: await categories.scope(categoryId) };
    if (categorySlug) filter.categoryId = { $in: await categories.scopeOfSlug(categorySlug) };
    if (args.onSale) filter.isOnSale = true;
    if (q) {
      const pattern = new RegExp(escapeRegex(q), 'i');
      filter.$or = [{ name: pattern }, { slug: pattern }, { description: pattern }];
    }
    const query = Product.find(filter, publicFields).sort(sortSpec(args.sort));
    // With a search the ranking decides which come first, so the limit applies after it.
    if (!q) query.limit(limit);
    const docs = await query.lean<Product[]>();
    return q ? rankByName(docs, q).slice(0, limit) : docs;
  }

  async function bySlugOrId(kind: ProductKind, slugOrId: string): Promise<Product> {
    const key = String(slugOrId).trim();
    const match = /^\d+$/.test(key) ? { id: Number(key) } : { slug: key.toLowerCase() };
    const doc = await Product.findOne({ ...match, isHireItem: kind.isHireItem, ...live }, publicFields).lean<Product>();
    if (!doc) throw new NotFound(kind.notFound);
    return doc;
  }

  /** The live products among these ids, in no particular order. */
  const byIds = (ids: readonly number[]): Promise<Product[]> =>
    Product.find({ id: { $in: [...ids] }, ...live }, publicFields).lean<Product[]>();

  /** The newest `count` live products of a category and kind. */
  const newestInCategory = (categoryId: number, isHireItem: boolean, count: number): Promise<Product[]> =>
    Product.find({ categoryId, isHireItem, ...live }, publicFields)
      .sort(sortSpec('newest'))
      .limit(count)
      .lean<Product[]>();

  /** The admin's inventory list of a kind, newest id first. */
  async function adminList(kind: ProductKind, actor: AuthContext): Promise<Product[]> {
    requireAdmin(actor);
    return Product.find({ isHireItem: kind.isHireItem, ...live }, publicFields)
      .sort({ id: -1 })
      .limit(kind.adminListSize)
      .lean<Product[]>();
  }

  /** The CSV header the importer reads, with one example row. */
  function template(kind: ProductKind, actor: AuthContext): string {
    requireAdmin(actor);
    return kind.template();
  }

  return { list, bySlugOrId, byIds, newestInCategory, adminList, template };
}

export type ProductQueries = ReturnType<typeof productQueries>;
