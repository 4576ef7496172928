import { mirrorSchema, type MirroredRow } from '@shop/kit';
import type { Connection, Model } from 'mongoose';

/**
 * Local read model of the catalog's products, kept from its Product* events: what adding to a
 * basket checks (for sale, still sold, enough stock). Never written by the cart itself; the
 * basket shows live prices through the federated graph.
 */
export interface ProductView extends MirroredRow {
  stock: number;
  isHireItem: boolean;
}

const productViewSchema = mirrorSchema<ProductView>({
  stock: { type: Number, default: 0 },
  isHireItem: { type: Boolean, default: false },
});

export const productViewModel = (connection: Connection): Model<ProductView> =>
  connection.model<ProductView>('ProductView', productViewSchema, 'products');
