import { profileInputSchema } from '@shop/contracts';
import { Unauthorized, definedFields, live, parseInput, requireUser, type AuthContext } from '@shop/kit';
import { userUpdated } from '../events/published';
import type { AccountsModels } from '../models';
import { assertAvailable } from '../models/availability';
import type { User } from '../models/user';
import type { UserStore } from '../models/user-store';

/** The signed-in user changes their own details (UserUpdated); an email must stay theirs alone. */
export const updateProfile =
  ({ User }: Pick<AccountsModels, 'User'>, users: UserStore) =>
  async (input: unknown, caller: AuthContext): Promise<User> => {
    const auth = requireUser(caller);
    const patch = definedFields(parseInput(profileInputSchema, input));
    const saved = await users.update(
      { id: auth.id, ...live },
      async (current) => {
        if (patch.email !== undefined && patch.email !== current.email) {
          await assertAvailable(User, { email: patch.email }, current.id);
        }
        return patch;
      },
      userUpdated,
    );
    // A valid token for an account that no longer exists signs nobody in.
    if (!saved) throw new Unauthorized();
    return saved;
  };
