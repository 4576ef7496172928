import { mirrorSchema, type MirroredRow } from '@shop/kit';
import type { Connection, Model } from 'mongoose';

/** Local read model of the shop's letterhead, kept from notify's BusinessLetterheadChanged: the seller on documents. */
export interface LetterheadView extends MirroredRow {
  name: string;
  address: string;
  email: string;
  phone: string | null;
  vatNumber: string | null;
  companyNumber: string | null;
}

const letterheadViewSchema = mirrorSchema<LetterheadView>({
  name: { type: String, required: true },
  address: { type: String, required: true },
  email: { type: String, required: true },
  phone: { type: String, default: null },
  vatNumber: { type: String, default: null },
  companyNumber: { type: String, default: null },
});

export const letterheadViewModel = (connection: Connection): Model<LetterheadView> =>
  connection.model<LetterheadView>('PaymentsLetterheadView', letterheadViewSchema, 'letterheads');
