import { PRODUCT_MESSAGES } from '@shop/contracts';
import { Invalid, live } from '@shop/kit';
import type { CatalogModels } from '../models';
import type { KitPart } from '../models/product';

/**
 * A kit's parts must be hire equipment in the catalogue with units of its own: not deleted, not a
 * kit (so no kit ends up inside itself, however deep), and not the kit being saved.
 */
export async function requireKitParts(
  { Product }: Pick<CatalogModels, 'Product'>,
  kitId: number,
  parts: readonly KitPart[],
): Promise<void> {
  if (parts.length === 0) return;
  if (parts.some((part) => part.productId === kitId)) {
    throw new Invalid(`kitParts: ${PRODUCT_MESSAGES.kitInItself}`, 'kitParts');
  }
  const found = await Product.countDocuments({
    id: { $in: parts.map((part) => part.productId) },
    isHireItem: true,
    'kitParts.0': { $exists: false },
    ...live,
  });
  if (found !== parts.length) throw new Invalid(`kitParts: ${PRODUCT_MESSAGES.kitPartMissing}`, 'kitParts');
  // A product that is itself a part of some kit cannot become a kit.
  if (await Product.exists({ 'kitParts.productId': kitId, ...live })) {
    throw new Invalid(`kitParts: ${PRODUCT_MESSAGES.kitInItself}`, 'kitParts');
  }
}
