import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateFields, type Aggregate } from '@shop/kit';

export interface WaitlistEntry extends Aggregate {
  id: number;
  fullName: string;
  email: string;
  interests: string | null;
  marketingConsent: boolean;
  createdAt: Date;
}

const waitlistEntrySchema = new Schema<WaitlistEntry>(
  {
    id: { type: Number, required: true, unique: true },
    fullName: { type: String, required: true },
    // Stored lower-cased so one address joins once.
    email: { type: String, required: true, unique: true },
    interests: { type: String, default: null },
    marketingConsent: { type: Boolean, default: false },
    ...aggregateFields,
  },
  { timestamps: { createdAt: true, updatedAt: false }, minimize: false, versionKey: false },
);

export const waitlistEntryModel = (connection: Connection): Model<WaitlistEntry> =>
  connection.model<WaitlistEntry>('WaitlistEntry', waitlistEntrySchema, 'waitlist_entries');
