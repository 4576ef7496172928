import type { EventData } from '@shop/contracts';
import { mirror, type Mirror } from '@shop/kit';
import { normalEmail } from '../../modules/quotes/domain/quote-rules';
import type { HireModels } from '../../models';

type AccountState = EventData<'UserUpdated'>;

/** Keeps the accounts' emails in step with accounts' events (newest version wins). */
export const mirrorAccount = ({ AccountView }: Pick<HireModels, 'AccountView'>): Mirror<AccountState> =>
  mirror(AccountView, (user: AccountState) => ({ email: normalEmail(user.email) }));

export type MirrorAccount = ReturnType<typeof mirrorAccount>;
