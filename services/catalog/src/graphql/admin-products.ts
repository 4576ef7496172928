import {
  Conflict,
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
import { HIRE, SALE, type ProductKind } from '../domain/product-kinds';
import { productEventData, retiredSlug, toInputShape, toProductDto, toStoredFields } from '../domain/product-view';
import type { CatalogModels } from '../models';
import { publicFields, type ProductDoc } from '../models/product';
import type { CategoryLookup } from './category-lookup';

export const duplicateSlug = (slug: string) => new Conflict(`A product with slug "${slug}" already exists`, 'slug');

/** Saves one product with its pending events in one write; a taken slug is a CONFLICT naming it. */
export async function saveProduct(doc: ProductDoc): Promise<void> {
  try {
    await doc.save();
  } catch (err) {
    if (isDuplicateKeyError(err)) throw duplicateSlug(doc.slug);
    throw err;
  }
}

/** Only the fields the caller sent: an update keeps everything else as it is. */
const sentFields = (input: unknown) =>
  Object.fromEntries(Object.entries((input ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined));

interface IdArgs {
  id: unknown;
}
interface InputArgs {
  input: unknown;
}

/** Admin list, create, update and delete of sale products and of hire equipment. */
export function productAdmin(
  connection: Connection,
  { Product }: CatalogModels,
  categories: CategoryLookup,
  /** Called after each committed change: relays its events and moves the cache generation on. */
  changed: () => Promise<void>,
) {
  /** Runs `work` on the live product of this kind; NOT_FOUND names the kind. */
  const change = async <T>(kind: ProductKind, rawId: unknown, work: (doc: ProductDoc) => Promise<T>): Promise<T> => {
    const id = parseInput(idSchema, rawId, 'id');
    const doc = await Product.findOne({ id, isHireItem: kind.isHireItem, ...live });
    if (!doc) throw new NotFound(kind.notFound);
    const result = await work(doc);
    await changed();
    return result;
  };

  const list = (kind: ProductKind) => async (_: unknown, __: unknown, ctx: SubgraphContext) => {
    requireAdmin(ctx);
    const docs = await Product.find({ isHireItem: kind.isHireItem, ...live }, publicFields)
      .sort({ id: -1 })
      .lean();
    return docs.map(toProductDto);
  };

  const create =
    (kind: ProductKind) =>
    async (_: unknown, { input }: InputArgs, ctx: SubgraphContext) => {
      requireAdmin(ctx);
      const data = parseInput(kind.schema, input);
      await categories.require(data.categoryId);
      const id = await nextId(connection, 'products');
      const doc = new Product({ id, ...toStoredFields(data) });
      recordEvent(doc, 'ProductCreated', id, productEventData(doc));
      await saveProduct(doc);
      await changed();
      return toProductDto(doc);
    };

  const update =
    (kind: ProductKind) =>
    async (_: unknown, { id, input }: IdArgs & InputArgs, ctx: SubgraphContext) => {
      requireAdmin(ctx);
      return change(kind, id, async (doc) => {
        const data = parseInput(kind.schema, { ...toInputShape(doc), ...sentFields(input) });
        if (data.categoryId !== doc.categoryId) await categories.require(data.categoryId);
        const stockBefore = doc.stock;
        doc.set(toStoredFields(data));
        recordEvent(doc, 'ProductUpdated', doc.id, productEventData(doc));
        if (doc.stock !== stockBefore) {
          recordEvent(doc, 'StockChanged', doc.id, { productId: doc.id, stock: doc.stock, reason: 'admin-edit' });
        }
        await saveProduct(doc);
        return toProductDto(doc);
      });
    };

  const remove =
    (kind: ProductKind) =>
    async (_: unknown, { id }: IdArgs, ctx: SubgraphContext) => {
      requireAdmin(ctx);
      return change(kind, id, async (doc) => {
        doc.slug = retiredSlug(doc.slug, doc.id);
        await softDelete(doc, 'ProductDeleted', doc.id, { id: doc.id, isHireItem: doc.isHireItem });
        return true;
      });
    };

  return {
    Query: { adminProducts: list(SALE), adminHireProducts: list(HIRE) },
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
