import { BUSINESS_IDENTITY, LETTERHEAD_ID, type BusinessLetterhead, type EventData } from '@shop/contracts';
import { mirror } from '@shop/kit';
import type { InvoicingModels } from '../models';
import type { LetterheadView } from '../models/letterhead-view';

/** Keeps the shop's letterhead as notify last published it (newest version wins), as hire does for its quotes. */
export const mirrorLetterhead = ({ LetterheadView }: Pick<InvoicingModels, 'LetterheadView'>) =>
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

export type MirrorLetterhead = ReturnType<typeof mirrorLetterhead>;

/**
 * The seller a document is issued by: the letterhead heard from notify, or the shop's fixed identity until the first
 * is heard. A document keeps the seller it was issued with.
 */
export const currentLetterhead =
  ({ LetterheadView }: Pick<InvoicingModels, 'LetterheadView'>) =>
  async (): Promise<BusinessLetterhead> => {
    const view = await LetterheadView.findOne({ id: LETTERHEAD_ID }).lean<LetterheadView>();
    if (!view) return BUSINESS_IDENTITY;
    const { name, address, email, phone, vatNumber, companyNumber } = view;
    return { name, address, email, phone, vatNumber, companyNumber };
  };
