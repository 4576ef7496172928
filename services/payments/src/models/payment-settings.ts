import { Schema, type Connection, type Model } from 'mongoose';
import type { Sealed } from '@shop/kit';

/** The one Payments settings document: the keys the shop's Stripe account is used with, the secrets sealed. */
export interface StoredPaymentSettings {
  _id: 'stripe';
  publishableKey: string;
  paypalEnabled: boolean;
  secretKey: Sealed | null;
  webhookSecret: Sealed | null;
  updatedAt: Date;
}

const settingsSchema = new Schema<StoredPaymentSettings>(
  {
    _id: { type: String },
    publishableKey: { type: String, required: true },
    paypalEnabled: { type: Boolean, required: true },
    secretKey: { type: Schema.Types.Mixed, default: null },
    webhookSecret: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false, minimize: false },
);

export const paymentSettingsModel = (connection: Connection): Model<StoredPaymentSettings> =>
  connection.model<StoredPaymentSettings>('PaymentSettings', settingsSchema, 'payment_settings');
