import { Schema, type Connection, type Model } from 'mongoose';
import {
  HIRE_PERIODS,
  HIRE_QUOTE_STAGES,
  HIRE_QUOTE_STATUSES,
  type CancellationBand,
  type HirePaymentKind,
  type HirePaymentMethod,
  type HirePeriod,
  type PaymentPurpose,
  type HireQuoteStage,
  type HireReminderKind,
  type HireQuoteStatus,
  type HireRatesPence,
  type QuoteDiscount,
  type QuoteDocument,
  type ReturnCondition,
} from '@shop/contracts';
import { aggregateFields, type Aggregate } from '@shop/kit';
import type { CardRefund, Settlement } from '../domain/booking-money';

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

/** A hire item on the desk's draft; its rate overrides (pence) win over the product's rates. */
export interface DraftHireLine {
  id: number;
  productId: number;
  quantity: number;
  /** The customer's preferred period. */
  hirePeriod: HirePeriod;
  rateOverrides: HireRatesPence | null;
}

/** A line with its own price: crew, transport. */
export interface DraftFixedLine {
  id: number;
  description: string;
  quantity: number;
  unitPence: number;
}

/** What the desk prepares to send. Dates are UK calendar days (YYYY-MM-DD). */
export interface QuoteDraft {
  startDate: string;
  endDate: string;
  hireLines: DraftHireLine[];
  fixedLines: DraftFixedLine[];
  discount: QuoteDiscount | null;
  damageWaiver: boolean;
  notes: string | null;
}

/** A revision as sent: the document the customer received and the draft it was made from. */
export interface QuoteRevision {
  revision: number;
  sentAt: Date;
  /** The last UK day it can be accepted. */
  validUntil: string;
  document: QuoteDocument;
  draft: QuoteDraft;
}

/**
 * A booking's price, frozen when it is confirmed (the customer's acceptance or the desk's
 * approval): the document of the revision booked, or the desk's draft priced then.
 */
export type BookedPrice = Omit<
  QuoteDocument,
  'quoteId' | 'number' | 'revision' | 'issuedAt' | 'validUntil' | 'customer' | 'notes'
> & {
  /** The revision booked; null when the desk confirmed without sending one. */
  revision: number | null;
};

export interface QuoteAcceptance {
  name: string;
  at: Date;
  /** The client address the acceptance came from. */
  ip: string | null;
  revision: number;
}

export interface AcceptanceRefused {
  at: Date;
  revision: number;
  shortfalls: OvercommitOverride['shortfalls'];
}

export interface QuoteDecline {
  reason: string | null;
  at: Date;
  /** Who declined: the desk rejecting the request, or else (absent on older records) the customer. */
  by?: 'customer' | 'desk';
}

/** A payment or refund the desk recorded, or one taken online through Stripe: no card data. */
export interface HirePayment {
  id: number;
  kind: HirePaymentKind;
  method: HirePaymentMethod;
  amountPence: number;
  reference: string | null;
  at: Date;
  /** The desk user who recorded it; null for one taken online (confirmed by Stripe's webhook, through payments). */
  byUserId: number | null;
  /** One taken online: what it records (`payment:<payment id>`, `refund:<Stripe refund id>`), so it is recorded once. */
  onlineKey?: string;
  /** One taken online: which part of the booking its payment was for (a refund names its payment's). */
  purpose?: PaymentPurpose;
}

/** A booking called off, and what its cancellation costs under the hire terms. */
export interface QuoteCancellation {
  reason: string | null;
  at: Date;
  band: CancellationBand;
  feePence: number;
  refundPence: number;
  owedPence: number;
}

/** A unit dispatched on a booking, and how it came back. */
export interface BookedUnit {
  tag: string;
  productId: number;
  dispatchedAt: Date;
  returnedAt: Date | null;
  condition: ReturnCondition | null;
  note: string | null;
  /** The desk's charge for damage or loss. */
  chargePence: number;
}

/** A booking not back by its end day plus the grace: when it was flagged. */
export interface QuoteOverdue {
  flaggedAt: Date;
}

/** The booking's money once every unit was back: the charges, the deposit used and the refund. */
export interface QuoteSettlement extends Settlement {
  damagePence: number;
  /** What the damage waiver covered; absent from settlements made before the excess applied. */
  waivedPence?: number;
  latePence: number;
  at: Date;
  /** The refund owed from security deposits paid online, each asked of payments against its own card payment. */
  cardRefunds?: CardRefund[];
  /** When payments took the card refunds in hand (its refunds' webhooks then record them); null until it has. */
  cardRefundsAskedAt?: Date | null;
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
  /** Where the quote stands; `status` is always `specStatusOf(stage)`, kept for the spec's clients. */
  stage: HireQuoteStage;
  status: HireQuoteStatus;
  /**
   * The lines the customer asked for, and once confirmed the lines booked (their units are what
   * the commitment ledger holds).
   */
  items: QuoteItem[];
  /** Allocated on first send, e.g. Q-2026-0042. */
  number: string | null;
  /** The desk's draft; null until first saved (it is then the customer's request as it stands). */
  draft: QuoteDraft | null;
  /** Every revision sent, oldest first. */
  revisions: QuoteRevision[];
  acceptance: QuoteAcceptance | null;
  /** What the booking costs, frozen when confirmed; null before, or once set back to pending. */
  booked: BookedPrice | null;
  /** The last acceptance refused because units were no longer free: what the desk is told. */
  acceptanceRefused: AcceptanceRefused | null;
  decline: QuoteDecline | null;
  payments: HirePayment[];
  cancellation: QuoteCancellation | null;
  /** The units dispatched on the booking, in the order they went out. */
  units: BookedUnit[];
  /** When HireBookingDispatched was published (once: wholly out, or part-dispatched past its start day). */
  dispatchAnnouncedAt: Date | null;
  overdue: QuoteOverdue | null;
  /** When each reminder email's event was published (once each). */
  remindedAt: Partial<Record<HireReminderKind, Date>> | null;
  settlement: QuoteSettlement | null;
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
    stage: { type: String, enum: HIRE_QUOTE_STAGES, default: 'requested', index: true },
    status: { type: String, enum: HIRE_QUOTE_STATUSES, default: 'pending', index: true },
    items: { type: [quoteItemSchema], default: [] },
    number: { type: String, default: null },
    draft: { type: Schema.Types.Mixed, default: null },
    revisions: { type: Schema.Types.Mixed, default: () => [] },
    acceptance: { type: Schema.Types.Mixed, default: null },
    booked: { type: Schema.Types.Mixed, default: null },
    acceptanceRefused: { type: Schema.Types.Mixed, default: null },
    decline: { type: Schema.Types.Mixed, default: null },
    payments: { type: Schema.Types.Mixed, default: () => [] },
    cancellation: { type: Schema.Types.Mixed, default: null },
    units: { type: Schema.Types.Mixed, default: () => [] },
    dispatchAnnouncedAt: { type: Date, default: null },
    overdue: { type: Schema.Types.Mixed, default: null },
    remindedAt: { type: Schema.Types.Mixed, default: null },
    settlement: { type: Schema.Types.Mixed, default: null },
    tokenHash: { type: String, required: true },
    requestedAt: { type: Date, default: null },
    overcommitOverride: { type: Schema.Types.Mixed, default: null },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
quoteSchema.index({ createdAt: -1, id: -1 });
quoteSchema.index({ stage: 1, endDate: 1 });

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
