import { NotFound, definedFields, idSchema, live, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { z } from 'zod';
import type { ProductKind } from '../domain/product-kinds';
import { toInputShape, toStoredFields } from '../domain/product-view';
import { productUpdated } from '../events/published';
import { requireKitParts } from './kit-parts';
import type { Product } from '../models/product';
import type { CatalogDeps } from './deps';

const expectedVersionSchema = z.number().int().nonnegative().nullish();

/**
 * An admin saves a product: what was sent is merged over the stored product and the whole is
 * validated. With the version the admin loaded, a product changed since (a sale took stock,
 * another admin saved) is refused with 409 rather than overwritten with what the form loaded.
 */
export const updateProduct =
  ({ models, products, categories }: CatalogDeps, kind: ProductKind) =>
  async (rawId: unknown, input: unknown, expectedVersion: unknown, actor: AuthContext): Promise<Product> => {
    requireAdmin(actor);
    const version = parseInput(expectedVersionSchema, expectedVersion, 'expectedVersion') ?? undefined;
    const id = parseInput(idSchema, rawId, 'id');
    const saved = await products.update(
      { id, isHireItem: kind.isHireItem, ...live },
      async (current) => {
        const data = parseInput(kind.schema, { ...toInputShape(current), ...definedFields(input as object) });
        if (data.categoryId !== current.categoryId) await categories.require(data.categoryId);
        const fields = toStoredFields(data);
        await requireKitParts(models, id, fields.kitParts);
        return fields;
      },
      productUpdated,
      { expectedVersion: version },
    );
    if (!saved) throw new NotFound(kind.notFound);
    return saved;
  };
