import { mirrorSchema, type MirroredRow } from '@shop/kit';
import type { Connection, Model } from 'mongoose';
import type { SearchDocument } from '../domain/search-document';

/**
 * The catalogue's products as search keeps them, from the catalog's Product* events (newest version
 * wins, a deletion left as a tombstone): what each replica's index is loaded from at start and
 * follows after (see application/follow-store.ts).
 */
export interface ProductRow extends MirroredRow, Omit<SearchDocument, 'id'> {
  /** When this replica set wrote the row: replicas read what changed after they last looked. */
  changedAt: Date;
}

const schema = mirrorSchema<ProductRow>({
  kind: { type: String, enum: ['sale', 'hire'], default: 'sale' },
  name: { type: String, default: '' },
  slug: { type: String, default: '' },
  description: { type: String, default: '' },
  categoryId: { type: Number, default: 0 },
  pricePence: { type: Number, default: 0 },
  stock: { type: Number, default: 0 },
  isOnSale: { type: Boolean, default: false },
  isNew: { type: Boolean, default: false },
  createdAt: { type: String, default: '' },
  changedAt: { type: Date, required: true },
});
schema.index({ changedAt: 1 });

export const productRowModel = (connection: Connection): Model<ProductRow> =>
  connection.model<ProductRow>('ProductRow', schema, 'products');
