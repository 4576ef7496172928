import { Schema, type Connection, type Model } from 'mongoose';
import {
  ORDER_STATUSES,
  CARRIERS,
  PAYMENT_STATES,
  type Carrier,
  type OrderStatus,
  type PaymentMethod,
  type PaymentState,
} from '@shop/contracts';
import { aggregateFields, type Aggregate } from '@shop/kit';
import { orderHistoryLineSchema, orderReturnSchema, type OrderHistoryLine, type OrderReturn } from './order-return';

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

/** The order's latest payment page (payments' payment), and what Stripe's webhooks have said of it. */
export interface OrderPayment {
  paymentId: number;
  attempt: number;
  state: PaymentState;
  checkoutUrl: string | null;
  expiresAt: Date | null;
  /** Why the last card was declined, as Stripe says it. */
  failureReason: string | null;
}

/**
 * Money given back for one of the order's payments: `due` until payments has been asked (asked again until it
 * answers), `asked` until Stripe's webhook confirms it.
 */
export interface OrderRefund {
  paymentId: number;
  amountPence: number;
  /** Payments' reference for it: asked twice, refunded once. */
  reference: string;
  reason: string;
  state: 'due' | 'asked' | 'confirmed';
}

/** A bank-transfer order's payment: where the customer pays, and the transfer once an admin records it received. */
export interface OrderBankTransfer {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  /** What the customer quotes with their transfer (SHP-<order id>). */
  reference: string;
  /** How long the stock is held for the transfer from its reservation (the setting when the order was placed). */
  holdMs: number;
  /** When the stock is released unpaid: set as the catalog reserves it. */
  payBy: Date | null;
  receivedPence: number | null;
  /** The admin's reference for the transfer (e.g. the bank statement line). */
  receivedReference: string | null;
  receivedAt: Date | null;
  receivedBy: number | null;
  /** Refunds sent back by bank transfer, as admins recorded them (orders stored before lack it). */
  refundsSent?: TransferRefundSent[];
}

/** A refund an admin sent back by bank transfer: a received return's, or the cancelled order's whole. */
export interface TransferRefundSent {
  /** The return refunded; null for the order's whole. */
  returnId: string | null;
  amountPence: number;
  /** The admin's reference (the bank statement line). */
  reference: string;
  at: Date;
  by: number;
}

/** How the order was sent, as the admin entered it when marking it shipped. */
export interface OrderShipment {
  carrier: Carrier;
  /** The carrier's name when it is "other". */
  carrierName: string | null;
  trackingNumber: string;
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
  /** When the catalog reserved every line: payment may be asked from then, and the payment hold runs from then. */
  stockReservedAt: Date | null;
  payment: OrderPayment | null;
  /** Set for an order paid by bank transfer. */
  bankTransfer: OrderBankTransfer | null;
  refunds: OrderRefund[];
  /** Null when the order shipped before shipments were recorded, or was marked shipped without one. */
  shipment: OrderShipment | null;
  shippedAt: Date | null;
  /** The UK day (YYYY-MM-DD) the parcel arrived: the returns window runs from it. */
  deliveredOn: string | null;
  /** What the customer asked to send back, and what became of it (see order-return.ts). */
  returns: OrderReturn[];
  /** The order's steps after the sale (its returns), oldest first. */
  history: OrderHistoryLine[];
  /** The W3C traceparent of the request that placed it: its payment and confirmation join that trace. */
  traceparent: string | null;
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

const orderPaymentSchema = new Schema<OrderPayment>(
  {
    paymentId: { type: Number, required: true },
    attempt: { type: Number, required: true },
    state: { type: String, enum: PAYMENT_STATES, required: true },
    checkoutUrl: { type: String, default: null },
    expiresAt: { type: Date, default: null },
    failureReason: { type: String, default: null },
  },
  { _id: false },
);

const orderRefundSchema = new Schema<OrderRefund>(
  {
    paymentId: { type: Number, required: true },
    amountPence: { type: Number, required: true },
    reference: { type: String, required: true },
    reason: { type: String, required: true },
    state: { type: String, enum: ['due', 'asked', 'confirmed'], required: true },
  },
  { _id: false },
);

const transferRefundSentSchema = new Schema<TransferRefundSent>(
  {
    returnId: { type: String, default: null },
    amountPence: { type: Number, required: true },
    reference: { type: String, required: true },
    at: { type: Date, required: true },
    by: { type: Number, required: true },
  },
  { _id: false },
);

const orderBankTransferSchema = new Schema<OrderBankTransfer>(
  {
    accountName: { type: String, required: true },
    sortCode: { type: String, required: true },
    accountNumber: { type: String, required: true },
    reference: { type: String, required: true },
    holdMs: { type: Number, required: true },
    payBy: { type: Date, default: null },
    receivedPence: { type: Number, default: null },
    receivedReference: { type: String, default: null },
    receivedAt: { type: Date, default: null },
    receivedBy: { type: Number, default: null },
    refundsSent: { type: [transferRefundSentSchema], default: [] },
  },
  { _id: false },
);

const orderShipmentSchema = new Schema<OrderShipment>(
  {
    carrier: { type: String, enum: CARRIERS, required: true },
    carrierName: { type: String, default: null },
    trackingNumber: { type: String, required: true },
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
    stockReservedAt: { type: Date, default: null },
    payment: { type: orderPaymentSchema, default: null },
    bankTransfer: { type: orderBankTransferSchema, default: null },
    refunds: { type: [orderRefundSchema], default: [] },
    shipment: { type: orderShipmentSchema, default: null },
    shippedAt: { type: Date, default: null },
    deliveredOn: { type: String, default: null },
    returns: { type: [orderReturnSchema], default: [] },
    history: { type: [orderHistoryLineSchema], default: [] },
    traceparent: { type: String, default: null },
    idempotencyKey: { type: String, required: true, unique: true },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
orderSchema.index({ createdAt: -1, id: -1 });
// The sweep looks every few seconds for refunds still due, which are few.
orderSchema.index({ 'refunds.state': 1 });
// The admin's returns list reads the orders with a return by its status.
orderSchema.index({ 'returns.status': 1 });

export const orderModel = (connection: Connection): Model<Order> =>
  connection.model<Order>('Order', orderSchema, 'orders');
