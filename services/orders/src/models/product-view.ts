import { mirrorSchema, type MirroredRow } from '@shop/kit';
import type { Connection, Model } from 'mongoose';

/**
 * Local read model of the catalog's products, kept from its Product* events: what checkout prices
 * an order by and what its lines remember. Stock is not checked here; the catalog's reservation
 * decides it.
 */
export interface ProductView extends MirroredRow {
  name: string;
  slug: string;
  imageUrl: string | null;
  pricePence: number;
  isHireItem: boolean;
  isLargeHeavy: boolean;
  customShippingCostPence: number | null;
}

const productViewSchema = mirrorSchema<ProductView>({
  name: { type: String, default: '' },
  slug: { type: String, default: '' },
  imageUrl: { type: String, default: null },
  pricePence: { type: Number, default: 0 },
  isHireItem: { type: Boolean, default: false },
  isLargeHeavy: { type: Boolean, default: false },
  customShippingCostPence: { type: Number, default: null },
});

export const productViewModel = (connection: Connection): Model<ProductView> =>
  connection.model<ProductView>('ProductView', productViewSchema, 'products');
