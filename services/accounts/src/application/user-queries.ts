import { live, type AuthContext } from '@shop/kit';
import type { AccountsModels } from '../models';
import type { User } from '../models/user';

/** Accounts as the API reads them: the caller's own, or one by id for the other subgraphs. */
export function userQueries({ User }: Pick<AccountsModels, 'User'>) {
  const byId = (id: number): Promise<User | null> => User.findOne({ id, ...live }).lean();
  return {
    byId,
    /** The signed-in user, or null (anonymous, or an account that no longer exists). */
    me: (caller: AuthContext): Promise<User | null> => (caller.user ? byId(caller.user.id) : Promise.resolve(null)),
  };
}
