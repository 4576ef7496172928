import { NotFound, idSchema, live, parseInput, requireAdmin, retiredSlug, type AuthContext } from '@shop/kit';
import type { ProductKind } from '../domain/product-kinds';
import { productDeleted } from '../events/published';
import type { CatalogDeps } from './deps';

/** An admin deletes a product; its slug is freed for a new one. */
export const deleteProduct =
  ({ products }: CatalogDeps, kind: ProductKind) =>
  async (rawId: unknown, actor: AuthContext): Promise<void> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const deleted = await products.update(
      { id, isHireItem: kind.isHireItem, ...live },
      (current) => ({ deletedAt: new Date(), slug: retiredSlug(current.slug, current.id) }),
      productDeleted,
    );
    if (!deleted) throw new NotFound(kind.notFound);
  };
