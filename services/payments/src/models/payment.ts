import { Schema, type Connection, type Model } from 'mongoose';
import {
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
  PAYMENT_SUBJECT_TYPES,
  type PaymentPurpose,
  type PaymentState,
  type StripePaymentMethodType,
} from '@shop/contracts';
import type { PaymentSubjectType } from '@shop/contracts';
import { aggregateFields, type Aggregate } from '@shop/kit';
import type { Refund } from '../domain/payment';

export interface Payment extends Aggregate {
  id: number;
  /** One per subject, purpose and attempt (see `paymentKey`): asking again for it finds this payment. */
  key: string;
  subjectType: PaymentSubjectType;
  subjectId: number;
  purpose: PaymentPurpose;
  attempt: number;
  amountPence: number;
  currency: 'gbp';
  description: string;
  customerEmail: string | null;
  /**
   * The methods Stripe's page offers, fixed when the payment is recorded so a retried session asks Stripe the same;
   * absent on payments recorded before they were set (their page offers what Stripe's dashboard has on).
   */
  paymentMethodTypes?: StripePaymentMethodType[];
  state: PaymentState;
  /** Stripe's Checkout Session (cs_…) and its page; null until Stripe has answered. */
  sessionId: string | null;
  checkoutUrl: string | null;
  sessionExpiresAt: Date | null;
  /** Stripe's PaymentIntent (pi_…), known once the customer has tried to pay. */
  paymentIntentId: string | null;
  failureReason: string | null;
  refunds: Refund[];
  /** The Stripe events that changed this payment: a delivery of one of them again changes nothing. */
  stripeEventIds: string[];
  succeededAt: Date | null;
  /**
   * The W3C traceparent of the request that opened it: Stripe's webhooks for it are handled in that trace (an
   * order's, from its placing), linked to their own requests.
   */
  traceparent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const refundSchema = new Schema<Refund>(
  {
    refundId: { type: String, default: null },
    amountPence: { type: Number, required: true },
    reference: { type: String, default: null },
    reason: { type: String, default: null },
    state: { type: String, enum: ['pending', 'confirmed'], required: true },
    requestedAt: { type: Date, required: true },
    confirmedAt: { type: Date, default: null },
  },
  { _id: false },
);

const paymentSchema = new Schema<Payment>(
  {
    id: { type: Number, required: true, unique: true },
    key: { type: String, required: true, unique: true },
    subjectType: { type: String, enum: PAYMENT_SUBJECT_TYPES, required: true },
    subjectId: { type: Number, required: true },
    purpose: { type: String, enum: PAYMENT_PURPOSES, required: true },
    attempt: { type: Number, required: true },
    amountPence: { type: Number, required: true },
    currency: { type: String, enum: ['gbp'], default: 'gbp' },
    description: { type: String, required: true },
    customerEmail: { type: String, default: null },
    paymentMethodTypes: { type: [String], default: undefined },
    state: { type: String, enum: PAYMENT_STATES, default: 'open' },
    sessionId: { type: String, default: null },
    checkoutUrl: { type: String, default: null },
    sessionExpiresAt: { type: Date, default: null },
    paymentIntentId: { type: String, default: null },
    failureReason: { type: String, default: null },
    refunds: { type: [refundSchema], default: [] },
    stripeEventIds: { type: [String], default: [] },
    succeededAt: { type: Date, default: null },
    traceparent: { type: String, default: null },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
paymentSchema.index({ sessionId: 1 });
paymentSchema.index({ paymentIntentId: 1 });
paymentSchema.index({ subjectType: 1, subjectId: 1 });
// A day's reconciliation finds payments by session, intent, or made or refunded that day: each branch of its $or
// needs an index, or it reads every payment.
paymentSchema.index({ createdAt: 1 });
paymentSchema.index({ 'refunds.requestedAt': 1 });

export const paymentModel = (connection: Connection): Model<Payment> =>
  connection.model<Payment>('Payment', paymentSchema, 'payments');
