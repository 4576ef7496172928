import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateFields, effectMarkersField, type Aggregate, type WithEffectMarkers } from '@shop/kit';

export interface CartLine {
  id: number;
  productId: number;
  quantity: number;
  createdAt: Date;
}

/**
 * A sales basket: one document per cart session, its lines inside, so every change is one
 * version-guarded single-document write. Linked to a user once they sign in.
 */
export interface Cart extends Aggregate, WithEffectMarkers {
  sessionId: string;
  userId: number | null;
  items: CartLine[];
  /** Guest sessions already merged into this basket, so a retried merge adds nothing twice. */
  mergedFrom: string[];
  createdAt: Date;
  updatedAt: Date;
}

const cartLineSchema = new Schema<CartLine>(
  {
    id: { type: Number, required: true },
    productId: { type: Number, required: true },
    quantity: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

const cartSchema = new Schema<Cart>(
  {
    sessionId: { type: String, required: true, unique: true },
    userId: { type: Number, default: null, index: true },
    items: { type: [cartLineSchema], default: [] },
    mergedFrom: { type: [String], default: [] },
    // Orders whose lines were taken out, so a redelivered OrderPlaced takes nothing out again.
    ...effectMarkersField,
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
cartSchema.index({ 'items.id': 1 });
cartSchema.index({ updatedAt: 1 });

export const cartModel = (connection: Connection): Model<Cart> => connection.model<Cart>('Cart', cartSchema, 'carts');
