import { Schema, type Connection, type Model } from 'mongoose';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '@shop/contracts';
import { aggregateFields, type Aggregate } from '@shop/kit';

/** One line as sold: the price charged and the product as it was then (it may change or go later). */
export interface OrderLine {
  id: number;
  productId: number;
  name: string;
  slug: string;
  imageUrl: string | null;
  quantity: number;
  unitPricePence: number;
  createdAt: Date;
}

export interface Order extends Aggregate {
  id: number;
  userId: number;
  status: OrderStatus;
  items: OrderLine[];
  subtotalPence: number;
  shippingPence: number;
  vatPence: number;
  totalPence: number;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingPostalCode: string;
  shippingCountry: string;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  notes: string | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  cancellationReason: string | null;
  /** When the pending-order sweep last asked the catalog again for this order's stock (null: never). */
  stockAskedAt: Date | null;
  /** `<userId>:<Idempotency-Key>`: a retried checkout finds its first order by it. */
  idempotencyKey: string;
  createdAt: Date;
  updatedAt: Date;
}

const orderLineSchema = new Schema<OrderLine>(
  {
    id: { type: Number, required: true },
    productId: { type: Number, required: true },
    name: { type: String, required: true },
    slug: { type: String, required: true },
    imageUrl: { type: String, default: null },
    quantity: { type: Number, required: true },
    unitPricePence: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

const orderSchema = new Schema<Order>(
  {
    id: { type: Number, required: true, unique: true },
    userId: { type: Number, required: true, index: true },
    status: { type: String, enum: ORDER_STATUSES, default: 'pending', index: true },
    items: { type: [orderLineSchema], default: [] },
    subtotalPence: { type: Number, required: true },
    shippingPence: { type: Number, required: true },
    vatPence: { type: Number, required: true },
    totalPence: { type: Number, required: true },
    shippingAddress: { type: String, required: true },
    shippingCity: { type: String, required: true },
    shippingState: { type: String, required: true },
    shippingPostalCode: { type: String, required: true },
    shippingCountry: { type: String, required: true },
    paymentMethod: { type: String, required: true },
    paymentId: { type: String, default: null },
    notes: { type: String, default: null },
    customerName: { type: String, default: null },
    customerEmail: { type: String, default: null },
    customerPhone: { type: String, default: null },
    cancellationReason: { type: String, default: null },
    stockAskedAt: { type: Date, default: null },
    idempotencyKey: { type: String, required: true, unique: true },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
orderSchema.index({ createdAt: -1, id: -1 });

export const orderModel = (connection: Connection): Model<Order> =>
  connection.model<Order>('Order', orderSchema, 'orders');
