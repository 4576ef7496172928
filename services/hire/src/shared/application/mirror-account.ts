import type { EventData } from '@shop/contracts';
import { mirror, type Mirror } from '@shop/kit';
import { normalEmail } from '../../modules/quotes/domain/quote-rules';
import type { SharedModels } from '../models/shared-models';

type AccountState = EventData<'UserUpdated'>;

/** Keeps the accounts' emails in step with accounts' events (newest version wins). */
export const mirrorAccount = ({ AccountView }: Pick<SharedModels, 'AccountView'>): Mirror<AccountState> =>
  mirror(AccountView, (user: AccountState) => ({ email: normalEmail(user.email) }));

export type MirrorAccount = ReturnType<typeof mirrorAccount>;
