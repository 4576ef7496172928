import { Schema, type Connection, type Model } from 'mongoose';
import { PAYMENT_SUBJECT_TYPES, type BusinessLetterhead, type PaymentSubjectType } from '@shop/contracts';
import { DOCUMENT_KINDS, type DocumentKind } from '../domain/document-number';
import type { VatLine } from '../domain/vat';

/** The customer as the document names them. */
export interface DocumentCustomer {
  userId: number | null;
  name: string;
  /** The address as printed, one line per part. */
  address: string[];
  email: string | null;
}

/**
 * A VAT invoice or credit note as issued: never changed after. Its number is its `_id`, so two issuers can never hold
 * the same number, and `sourceKey` (the payment or refund it is for) is unique, so one insert both takes the number
 * and claims the source: a redelivered event finds the document already there.
 */
export interface VatDocument {
  _id: string;
  kind: DocumentKind;
  /** INV-2026 or CN-2026: the sequence the number is from. */
  series: string;
  sequence: number;
  /**
   * `payment:<id>` for an invoice, `bank-transfer:order:<id>` for a bank-transfer order's, `refund:<paymentId>:<refunded
   * so far>` for a credit note.
   */
  sourceKey: string;
  /** Payments' payment (a credit note's: the one refunded); null for an order paid by bank transfer. */
  paymentId: number | null;
  subjectType: PaymentSubjectType;
  subjectId: number;
  /** What the customer knows it by ("Order #1042", "Hire booking Q-2026-0007"). */
  reference: string;
  issuedAt: Date;
  /** The time of supply (tax point), a UK day YYYY-MM-DD. */
  supplyDate: string;
  /** The UK month YYYY-MM of its issue, what the accountant's export is asked for by. */
  month: string;
  seller: BusinessLetterhead;
  customer: DocumentCustomer;
  lines: VatLine[];
  netPence: number;
  vatPence: number;
  grossPence: number;
  /** A credit note's invoice. */
  creditedInvoice: string | null;
  /** A credit note's refund, as the refunding service named it (an order's cancellation, a return). */
  refundReference: string | null;
}

const lineSchema = new Schema<VatLine>(
  {
    description: { type: String, required: true },
    quantity: { type: Number, required: true },
    unitNetPence: { type: Number, required: true },
    vatRate: { type: Number, required: true },
    netPence: { type: Number, required: true },
    vatPence: { type: Number, required: true },
    grossPence: { type: Number, required: true },
  },
  { _id: false },
);

const vatDocumentSchema = new Schema<VatDocument>(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: DOCUMENT_KINDS, required: true },
    series: { type: String, required: true },
    sequence: { type: Number, required: true },
    sourceKey: { type: String, required: true, unique: true },
    paymentId: { type: Number, default: null },
    subjectType: { type: String, enum: PAYMENT_SUBJECT_TYPES, required: true },
    subjectId: { type: Number, required: true },
    reference: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    supplyDate: { type: String, required: true },
    month: { type: String, required: true },
    seller: {
      name: { type: String, required: true },
      address: { type: String, required: true },
      email: { type: String, required: true },
      phone: { type: String, default: null },
      vatNumber: { type: String, default: null },
      companyNumber: { type: String, default: null },
    },
    customer: {
      userId: { type: Number, default: null },
      name: { type: String, required: true },
      address: { type: [String], default: [] },
      email: { type: String, default: null },
    },
    lines: { type: [lineSchema], required: true },
    netPence: { type: Number, required: true },
    vatPence: { type: Number, required: true },
    grossPence: { type: Number, required: true },
    creditedInvoice: { type: String, default: null },
    refundReference: { type: String, default: null },
  },
  { versionKey: false, minimize: false },
);
// An order's documents, and a month's for the accountant.
vatDocumentSchema.index({ subjectType: 1, subjectId: 1 });
vatDocumentSchema.index({ month: 1 });

export const vatDocumentModel = (connection: Connection): Model<VatDocument> =>
  connection.model<VatDocument>('VatDocument', vatDocumentSchema, 'vat_documents');
