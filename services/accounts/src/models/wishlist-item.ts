import { Schema, type Connection, type Model } from 'mongoose';

export interface WishlistItem {
  id: number;
  userId: number;
  productId: number;
  createdAt: Date;
}

const wishlistItemSchema = new Schema<WishlistItem>(
  {
    id: { type: Number, required: true, unique: true },
    userId: { type: Number, required: true },
    productId: { type: Number, required: true, index: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// One entry per product per user, however often it is added.
wishlistItemSchema.index({ userId: 1, productId: 1 }, { unique: true });

export const wishlistItemModel = (connection: Connection): Model<WishlistItem> =>
  connection.model<WishlistItem>('WishlistItem', wishlistItemSchema, 'wishlist_items');
