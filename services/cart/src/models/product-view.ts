import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Local read model of the catalog's products, kept from its Product* events: what adding to a
 * basket checks (for sale, still sold, enough stock). Never written by the cart itself; the
 * basket shows live prices through the federated graph.
 */
export interface ProductView {
  id: number;
  stock: number;
  isHireItem: boolean;
  deleted: boolean;
  /** aggregateVersion of the last event applied. */
  version: number;
}

const productViewSchema = new Schema<ProductView>(
  {
    id: { type: Number, required: true, unique: true },
    stock: { type: Number, default: 0 },
    isHireItem: { type: Boolean, default: false },
    deleted: { type: Boolean, default: false },
    version: { type: Number, required: true },
  },
  { versionKey: false },
);

export const productViewModel = (connection: Connection): Model<ProductView> =>
  connection.model<ProductView>('ProductView', productViewSchema, 'products');
