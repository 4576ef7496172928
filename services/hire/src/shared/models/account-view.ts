import { mirrorSchema, type MirroredRow } from '@shop/kit';
import type { Connection, Model } from 'mongoose';

/**
 * Local read model of the shop's accounts, kept from their User* events: each account's email
 * only, so a quote request's confirmation may repeat what its signed-in requester wrote when it
 * goes to their own address.
 */
export interface HireAccountView extends MirroredRow {
  /** Trimmed and lower-case, as accounts keep it. */
  email: string;
}

const accountViewSchema = mirrorSchema<HireAccountView>({ email: { type: String, default: '' } });

export const accountViewModel = (connection: Connection): Model<HireAccountView> =>
  connection.model<HireAccountView>('HireAccountView', accountViewSchema, 'accounts');
