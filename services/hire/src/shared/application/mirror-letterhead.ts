import { BUSINESS_IDENTITY, LETTERHEAD_ID, type BusinessLetterhead, type EventData } from '@shop/contracts';
import { mirror } from '@shop/kit';
import type { SharedModels } from '../models/shared-models';
import type { LetterheadView } from '../models/letterhead-view';

/** Keeps the shop's letterhead as notify last published it (newest version wins). */
export const mirrorLetterhead = ({ LetterheadView }: Pick<SharedModels, 'LetterheadView'>) =>
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
 * The letterhead quote PDFs print: the one heard from notify, or the shop's fixed identity until the first is heard
 * (notify publishes one at its start, so that is only a fresh deployment's first moments).
 */
export const currentLetterhead =
  ({ LetterheadView }: Pick<SharedModels, 'LetterheadView'>) =>
  async (): Promise<BusinessLetterhead> => {
    const view = await LetterheadView.findOne({ id: LETTERHEAD_ID }).lean<LetterheadView>();
    if (!view) return BUSINESS_IDENTITY;
    const { name, address, email, phone, vatNumber, companyNumber } = view;
    return { name, address, email, phone, vatNumber, companyNumber };
  };
