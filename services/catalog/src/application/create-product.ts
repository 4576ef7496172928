import { nextId, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { ProductKind } from '../domain/product-kinds';
import { toStoredFields } from '../domain/product-view';
import { productCreated } from '../events/published';
import { requireKitParts } from './kit-parts';
import type { Product } from '../models/product';
import type { CatalogDeps } from './deps';

/** An admin adds a sale product or hire equipment, in a category the catalog knows. */
export const createProduct =
  ({ connection, models, products, categories }: CatalogDeps, kind: ProductKind) =>
  async (input: unknown, actor: AuthContext): Promise<Product> => {
    requireAdmin(actor);
    const data = parseInput(kind.schema, input);
    await categories.require(data.categoryId);
    const id = await nextId(connection, 'products');
    const fields = toStoredFields(data);
    await requireKitParts(models, id, fields.kitParts);
    return products.create({ id, ...fields }, productCreated);
  };
