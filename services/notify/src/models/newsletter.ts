import { Schema, type Connection, type Model } from 'mongoose';
import type { Sealed } from '@shop/kit';

/** A newsletter signup, stored before it is synced to Mailchimp so an outage loses none. */
export interface Subscriber {
  id: number;
  /** `<list id or "default">:<email>`: one signup per address and list. */
  key: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A list an admin chose; null is the default list of the settings. */
  listId: string | null;
  syncedAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

const subscriberSchema = new Schema<Subscriber>(
  {
    id: { type: Number, required: true, unique: true },
    key: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    listId: { type: String, default: null },
    syncedAt: { type: Date, default: null },
    lastError: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export interface StoredMailchimpSettings {
  _id: 'mailchimp';
  apiKey: Sealed;
  serverPrefix: string;
  defaultListId: string;
}

const mailchimpSettingsSchema = new Schema<StoredMailchimpSettings>(
  {
    _id: { type: String },
    apiKey: { type: Schema.Types.Mixed, required: true },
    serverPrefix: { type: String, required: true },
    defaultListId: { type: String, required: true },
  },
  { versionKey: false },
);

export const subscriberModel = (connection: Connection): Model<Subscriber> =>
  connection.model<Subscriber>('Subscriber', subscriberSchema, 'subscribers');

export const mailchimpSettingsModel = (connection: Connection): Model<StoredMailchimpSettings> =>
  connection.model<StoredMailchimpSettings>('MailchimpSettings', mailchimpSettingsSchema, 'mailchimp_settings');
