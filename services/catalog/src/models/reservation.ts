import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateFields, type Aggregate } from '@shop/kit';

export interface ReservationLine {
  productId: number;
  quantity: number;
}

export interface ShortLine {
  productId: number;
  requested: number;
  available: number;
}

/**
 * reserving -> reserved | rejected (the decision and its event are one write);
 * reserved -> releasing -> released on cancellation; cancelled when the cancel came first;
 * reserved -> shipping -> shipped when the order leaves the shop.
 */
const RESERVATION_STATUSES = [
  'reserving',
  'reserved',
  'rejected',
  'releasing',
  'released',
  'cancelled',
  'shipping',
  'shipped',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** One order's claim on stock: the saga's memory, so redeliveries and restarts converge. */
export interface Reservation extends Aggregate {
  _id?: unknown;
  orderId: number;
  lines: ReservationLine[];
  status: ReservationStatus;
  shortLines: ShortLine[];
  /**
   * Whether its units count in the products' `committed`. Reservations from before stock was kept
   * as on hand and committed (see models/stock-migration.ts) took their units off on hand instead.
   */
  commits: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const reservationSchema = new Schema<Reservation>(
  {
    orderId: { type: Number, required: true, unique: true },
    lines: {
      type: [new Schema({ productId: Number, quantity: Number }, { _id: false })],
      default: [],
    },
    status: { type: String, required: true, enum: RESERVATION_STATUSES },
    shortLines: {
      type: [new Schema({ productId: Number, requested: Number, available: Number }, { _id: false })],
      default: [],
    },
    commits: { type: Boolean, default: true },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);

// The stock reconcile reads the reservations holding or moving stock.
reservationSchema.index({ status: 1 });

export const reservationModel = (connection: Connection): Model<Reservation> =>
  connection.model<Reservation>('Reservation', reservationSchema, 'reservations');
