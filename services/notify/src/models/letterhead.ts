import { aggregateFields, type Aggregate } from '@shop/kit';
import type { BusinessLetterhead } from '@shop/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The letterhead as last published to the other services (hire prints quote PDFs with it): written with its
 * BusinessLetterheadChanged event, so each change is heard once. The email settings stay its source.
 */
export interface Letterhead extends Aggregate, Required<BusinessLetterhead> {
  id: number;
}

const letterheadSchema = new Schema<Letterhead>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true },
    address: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: null },
    vatNumber: { type: String, default: null },
    companyNumber: { type: String, default: null },
    ...aggregateFields,
  },
  { versionKey: false },
);

export const letterheadModel = (connection: Connection): Model<Letterhead> =>
  connection.model<Letterhead>('Letterhead', letterheadSchema, 'letterheads');
