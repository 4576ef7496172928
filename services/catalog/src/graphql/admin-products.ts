import {
  NotFound,
  definedFields,
  event,
  idSchema,
  live,
  nextId,
  parseInput,
  requireAdmin,
  retiredSlug,
  type SubgraphContext,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { HIRE, SALE, type ProductKind } from '../domain/product-kinds';
import { productEventData, toInputShape, toProductDto, toStoredFields, type ProductDto } from '../domain/product-view';
import type { CatalogModels } from '../models';
import { publicFields, type Product } from '../models/product';
import type { ProductStore } from '../models/product-store';
import type { CategoryLookup } from './category-lookup';

interface IdArgs {
  id: unknown;
}
interface InputArgs {
  input: unknown;
}
interface UpdateArgs extends IdArgs, InputArgs {
  expectedVersion?: unknown;
}

const expectedVersionSchema = z.number().int().nonnegative().nullish();

/** Admin list, create, update and delete of sale products and of hire equipment. */
export function productAdmin(
  connection: Connection,
  { Product }: CatalogModels,
  products: ProductStore,
  categories: CategoryLookup,
) {
  /** The live product of this kind with this id, for a change. */
  const target = (kind: ProductKind, rawId: unknown) => ({
    id: parseInput(idSchema, rawId, 'id'),
    isHireItem: kind.isHireItem,
    ...live,
  });
  const productEvent = (saved: Product) => [event('ProductUpdated', productEventData(saved))];

  const list = (kind: ProductKind) => async (_: unknown, __: unknown, ctx: SubgraphContext) => {
    requireAdmin(ctx);
    const docs = await Product.find({ isHireItem: kind.isHireItem, ...live }, publicFields)
      .sort({ id: -1 })
      .limit(kind.adminListSize)
      .lean<Product[]>();
    return docs.map(toProductDto);
  };

  const create =
    (kind: ProductKind) =>
    async (_: unknown, { input }: InputArgs, ctx: SubgraphContext) => {
      requireAdmin(ctx);
      const data = parseInput(kind.schema, input);
      await categories.require(data.categoryId);
      const id = await nextId(connection, 'products');
      const saved = await products.create({ id, ...toStoredFields(data) }, (p) => [
        event('ProductCreated', productEventData(p)),
      ]);
      return toProductDto(saved);
    };

  /**
   * Merges what was sent over the stored product and validates the whole. With the version the
   * admin loaded, a product changed since (a sale took stock, another admin saved) is refused
   * with 409 rather than overwritten with what the form loaded.
   */
  const update =
    (kind: ProductKind) =>
    async (_: unknown, { id, input, expectedVersion }: UpdateArgs, ctx: SubgraphContext) => {
      requireAdmin(ctx);
      const version = parseInput(expectedVersionSchema, expectedVersion, 'expectedVersion') ?? undefined;
      const saved = await products.update(
        target(kind, id),
        async (current) => {
          const data = parseInput(kind.schema, { ...toInputShape(current), ...definedFields(input as object) });
          if (data.categoryId !== current.categoryId) await categories.require(data.categoryId);
          return toStoredFields(data);
        },
        productEvent,
        { expectedVersion: version },
      );
      if (!saved) throw new NotFound(kind.notFound);
      return toProductDto(saved);
    };

  const remove =
    (kind: ProductKind) =>
    async (_: unknown, { id }: IdArgs, ctx: SubgraphContext) => {
      requireAdmin(ctx);
      const deleted = await products.update(
        target(kind, id),
        (current) => ({ deletedAt: new Date(), slug: retiredSlug(current.slug, current.id) }),
        (saved) => [event('ProductDeleted', { id: saved.id, isHireItem: saved.isHireItem })],
      );
      if (!deleted) throw new NotFound(kind.notFound);
      return true;
    };

  /** Stock figures only the shop sees: what it holds and what orders have reserved. */
  const adminOnly =
    (field: 'onHand' | 'committed') =>
    (product: ProductDto, _: unknown, ctx: SubgraphContext): number => {
      requireAdmin(ctx);
      return product[field];
    };

  return {
    Query: { adminProducts: list(SALE), adminHireProducts: list(HIRE) },
    Product: { onHand: adminOnly('onHand'), committed: adminOnly('committed') },
    Mutation: {
      createProduct: create(SALE),
      updateProduct: update(SALE),
      deleteProduct: remove(SALE),
      createHireProduct: create(HIRE),
      updateHireProduct: update(HIRE),
      deleteHireProduct: remove(HIRE),
    },
  };
}
