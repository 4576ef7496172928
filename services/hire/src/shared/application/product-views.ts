import type { SharedModels } from '../models/shared-models';
import type { HireProductView } from '../models/product-view';

/**
 * The read-model rows of these products and, for kits among them, of their parts: a kit line goes
 * out and comes back as its parts' units, which are named and charged as themselves.
 */
export async function productViewsWithParts(
  ProductView: SharedModels['ProductView'],
  ids: readonly number[],
): Promise<Map<number, HireProductView>> {
  const views = await ProductView.find({ id: { $in: [...new Set(ids)] } }).lean<HireProductView[]>();
  const partIds = views.flatMap((view) => (view.kitParts ?? []).map((part) => part.productId));
  const parts = partIds.length
    ? await ProductView.find({ id: { $in: [...new Set(partIds)] } }).lean<HireProductView[]>()
    : [];
  return new Map([...views, ...parts].map((view) => [view.id, view]));
}

/** Names a product as the emails and sheets list it: by its view's name, or by its id when the view is gone. */
export const productNamer =
  (views: ReadonlyMap<number, Pick<HireProductView, 'name'>>) =>
  (productId: number): string =>
    views.get(productId)?.name ?? `Product ${productId}`;
