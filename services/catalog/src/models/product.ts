import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_TURNAROUND_DAYS } from '@shop/contracts';
import {
  aggregateFields,
  effectMarkersField,
  outboxBookkeeping,
  type Aggregate,
  type WithEffectMarkers,
} from '@shop/kit';

/** What a product stores besides its identity; money in integer pence. */
export interface ProductFields {
  slug: string;
  name: string;
  description: string | null;
  pricePence: number;
  compareAtPricePence: number | null;
  imageUrl: string | null;
  categoryId: number;
  /** Units the shop holds: what the admin counts and edits (the spec's `stock` in an admin's input). */
  onHand: number;
  rating: number | null;
  reviewCount: number;
  /** The "New" badge; not `isNew`, which mongoose documents use for themselves. */
  isNewArrival: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCostPence: number | null;
  isHireItem: boolean;
  hirePriceDailyPence: number | null;
  hirePriceWeeklyPence: number | null;
  hirePriceMonthlyPence: number | null;
  deliveryAvailable: boolean;
  installationAvailable: boolean;
  deliveryPricePence: number | null;
  installationPricePence: number | null;
  /** The refundable security deposit per unit; null: the hire settings' percentage of the hire. */
  securityDepositPence: number | null;
  /** Days a returned unit is out of service before its next hire. */
  turnaroundDays: number;
  powerRequirement: string | null;
  /** The hire products a kit is made of, per kit (empty: not a kit). */
  kitParts: KitPart[];
}

export interface KitPart {
  productId: number;
  quantity: number;
}

/**
 * `committed` is owned by the order saga (see models/stock-ledger.ts): units reserved by orders not
 * yet shipped, which no admin input sets. `appliedOps` holds the saga's changes not yet settled.
 */
export interface Product extends ProductFields, Aggregate, WithEffectMarkers {
  _id?: unknown;
  id: number;
  committed: number;
  /** A hire product's units in service as hire last reported them (null before any report). */
  hireFleetUnits: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the rules and views of a product read: its fields, identity and stock bookkeeping. */
export type ProductRecord = Pick<Product, 'id' | 'createdAt' | 'version' | 'committed'> &
  Partial<Pick<Product, 'hireFleetUnits'>> &
  ProductFields;

const pence = { type: Number, default: null };
const flag = { type: Boolean, default: false };

const productSchema = new Schema<Product>(
  {
    id: { type: Number, required: true, unique: true },
    slug: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    description: { type: String, default: null },
    pricePence: { type: Number, required: true },
    compareAtPricePence: pence,
    imageUrl: { type: String, default: null },
    categoryId: { type: Number, required: true, index: true },
    onHand: { type: Number, required: true, default: 0 },
    committed: { type: Number, required: true, default: 0 },
    hireFleetUnits: { type: Number, default: null },
    rating: { type: Number, default: null },
    reviewCount: { type: Number, default: 0 },
    isNewArrival: flag,
    isOnSale: flag,
    isLimited: flag,
    isLargeHeavy: flag,
    customShippingCostPence: pence,
    isHireItem: flag,
    hirePriceDailyPence: pence,
    hirePriceWeeklyPence: pence,
    hirePriceMonthlyPence: pence,
    deliveryAvailable: flag,
    installationAvailable: flag,
    deliveryPricePence: pence,
    installationPricePence: pence,
    securityDepositPence: pence,
    turnaroundDays: { type: Number, default: DEFAULT_TURNAROUND_DAYS },
    powerRequirement: { type: String, default: null },
    kitParts: {
      type: [new Schema<KitPart>({ productId: Number, quantity: Number }, { _id: false })],
      default: [],
    },
    ...effectMarkersField,
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
productSchema.index({ isHireItem: 1, deletedAt: 1, createdAt: -1 });

/** Projection for reads that leave the service: the outbox and stock markers are internal bookkeeping. */
export const publicFields = { ...outboxBookkeeping, appliedOps: 0 } as const;

export const productModel = (connection: Connection): Model<Product> =>
  connection.model<Product>('Product', productSchema, 'products');
