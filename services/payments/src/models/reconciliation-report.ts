import { Schema, type Connection, type Model } from 'mongoose';
import { RECONCILIATION_DIFFERENCE_KINDS } from '@shop/contracts';
import type { ReconciliationDifference } from '../domain/reconciliation';

/** One UK day's reconciliation with Stripe; run again, the day's report is replaced. */
export interface ReconciliationReport {
  /** The UK day, YYYY-MM-DD. */
  day: string;
  ranAt: Date;
  /** Payments and refunds found alike at Stripe and here. */
  matched: number;
  differences: ReconciliationDifference[];
}

const differenceSchema = new Schema<ReconciliationDifference>(
  {
    kind: { type: String, enum: RECONCILIATION_DIFFERENCE_KINDS, required: true },
    object: { type: String, enum: ['payment', 'refund'], required: true },
    stripeId: { type: String, default: null },
    paymentId: { type: Number, default: null },
    stripePence: { type: Number, default: null },
    recordedPence: { type: Number, default: null },
    detail: { type: String, required: true },
  },
  { _id: false },
);

const reportSchema = new Schema<ReconciliationReport>(
  {
    day: { type: String, required: true, unique: true },
    ranAt: { type: Date, required: true },
    matched: { type: Number, required: true },
    differences: { type: [differenceSchema], default: [] },
  },
  { minimize: false, versionKey: false },
);

export const reconciliationReportModel = (connection: Connection): Model<ReconciliationReport> =>
  connection.model<ReconciliationReport>('ReconciliationReport', reportSchema, 'reconciliation_reports');
