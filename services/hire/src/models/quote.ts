import { Schema, type Connection, type Model } from 'mongoose';
import { HIRE_PERIODS, HIRE_QUOTE_STATUSES, type HirePeriod, type HireQuoteStatus } from '@shop/contracts';
import { aggregateFields, type Aggregate } from '@shop/kit';

export interface QuoteItem {
  id: number;
  productId: number;
  quantity: number;
  hirePeriod: HirePeriod;
  createdAt: Date;
}

/** An approval the admin confirmed although it over-commits: who, when, and the lines short then. */
export interface OvercommitOverride {
  by: number;
  at: Date;
  shortfalls: Array<{ productId: number; name: string; requested: number; available: number }>;
}

export interface Quote extends Aggregate {
  id: number;
  userId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  startDate: Date;
  endDate: Date;
  deliveryRequired: boolean;
  installationRequired: boolean;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  deliveryPostalCode: string | null;
  additionalNotes: string | null;
  status: HireQuoteStatus;
  items: QuoteItem[];
  /** SHA-256 of the token handed to the browser that created the quote. */
  tokenHash: string;
  /** When HireQuoteRequested was published (submitted, or quiet for long enough); lines are closed then. */
  requestedAt: Date | null;
  overcommitOverride: OvercommitOverride | null;
  createdAt: Date;
  updatedAt: Date;
}

const quoteItemSchema = new Schema<QuoteItem>(
  {
    id: { type: Number, required: true },
    productId: { type: Number, required: true },
    quantity: { type: Number, required: true },
    hirePeriod: { type: String, enum: HIRE_PERIODS, required: true },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

const quoteSchema = new Schema<Quote>(
  {
    id: { type: Number, required: true, unique: true },
    userId: { type: Number, default: null, index: true },
    customerName: { type: String, required: true },
    customerEmail: { type: String, required: true },
    customerPhone: { type: String, default: null },
    startDate: { type: Date, required: true },
    endDate: { type: Date, required: true },
    deliveryRequired: { type: Boolean, default: false },
    installationRequired: { type: Boolean, default: false },
    deliveryAddress: { type: String, default: null },
    deliveryCity: { type: String, default: null },
    deliveryPostalCode: { type: String, default: null },
    additionalNotes: { type: String, default: null },
    status: { type: String, enum: HIRE_QUOTE_STATUSES, default: 'pending', index: true },
    items: { type: [quoteItemSchema], default: [] },
    tokenHash: { type: String, required: true },
    requestedAt: { type: Date, default: null },
    overcommitOverride: { type: Schema.Types.Mixed, default: null },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
quoteSchema.index({ createdAt: -1, id: -1 });

export const quoteModel = (connection: Connection): Model<Quote> =>
  connection.model<Quote>('Quote', quoteSchema, 'quotes');

/** What the customer asked for, as the desk, the events and the API show it. */
export const requestDetails = (quote: Quote) => ({
  customerName: quote.customerName,
  customerEmail: quote.customerEmail,
  customerPhone: quote.customerPhone,
  deliveryRequired: quote.deliveryRequired,
  installationRequired: quote.installationRequired,
  deliveryAddress: quote.deliveryAddress,
  deliveryCity: quote.deliveryCity,
  deliveryPostalCode: quote.deliveryPostalCode,
  additionalNotes: quote.additionalNotes,
});
