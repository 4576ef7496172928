import { Schema, type Connection, type Model } from 'mongoose';
import type { EmailSettingsInput } from '@shop/contracts';
import type { Sealed } from '@shop/kit';

/** The one settings document: the form's fields, the password sealed. */
export type StoredEmailSettings = Omit<EmailSettingsInput, 'pass'> & {
  _id: 'smtp';
  pass: Sealed;
  updatedAt: Date;
};

const settingsSchema = new Schema<StoredEmailSettings>(
  { _id: { type: String }, pass: { type: Schema.Types.Mixed, required: true } },
  // The form's fields are validated by the contracts schema before they get here.
  { strict: false, timestamps: { createdAt: false, updatedAt: true }, versionKey: false, minimize: false },
);

export const emailSettingsModel = (connection: Connection): Model<StoredEmailSettings> =>
  connection.model<StoredEmailSettings>('EmailSettings', settingsSchema, 'email_settings');
