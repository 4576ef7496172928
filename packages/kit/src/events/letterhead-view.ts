import { BUSINESS_IDENTITY, LETTERHEAD_ID, type BusinessLetterhead, type EventData } from '@shop/contracts';
import type { Connection, Model } from 'mongoose';
import { mirror, mirrorConsumer, mirrorSchema, type MirroredRow } from './read-model';

/**
 * A service's own read model of the shop's letterhead, kept from notify's BusinessLetterheadChanged: the seller its
 * documents print (hire's quotes, payments' VAT documents). Each service keeps it in its own database.
 */
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
  connection.model<LetterheadView>('LetterheadView', letterheadViewSchema, 'letterheads');

interface LetterheadModels {
  LetterheadView: Model<LetterheadView>;
}

/** Keeps the shop's letterhead as notify last published it (newest version wins). */
export const mirrorLetterhead = ({ LetterheadView }: LetterheadModels) =>
  mirror(
    LetterheadView,
    ({ name, address, email, phone, vatNumber, companyNumber }: EventData<'BusinessLetterheadChanged'>) => ({
      name,
      address,
      email,
      phone,
      vatNumber,
      companyNumber,
    }),
  );

/** notify's letterhead events, applied to the service's letterhead read model. */
export const letterheadConsumer = (target: ReturnType<typeof mirrorLetterhead>) =>
  mirrorConsumer(target, { saved: ['BusinessLetterheadChanged'] });

/**
 * The letterhead documents print: the one heard from notify, or the shop's fixed identity until the first is heard
 * (notify publishes one at its start, so that is only a fresh deployment's first moments).
 */
export const currentLetterhead =
  ({ LetterheadView }: LetterheadModels) =>
  async (): Promise<BusinessLetterhead> => {
    const view = await LetterheadView.findOne({ id: LETTERHEAD_ID }).lean<LetterheadView>();
    if (!view) return BUSINESS_IDENTITY;
    const { name, address, email, phone, vatNumber, companyNumber } = view;
    return { name, address, email, phone, vatNumber, companyNumber };
  };
