import type { ProductView } from '../../src/models/product-view';

/** A product the catalog sells, as its events leave it in the read model. */
export const productView = (id: number, pricePence: number, extra: Partial<ProductView> = {}): ProductView => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  imageUrl: null,
  pricePence,
  isHireItem: false,
  isLargeHeavy: false,
  customShippingCostPence: null,
  deleted: false,
  version: 1,
  ...extra,
});
