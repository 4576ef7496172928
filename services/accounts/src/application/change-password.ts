import { changePasswordInputSchema } from '@shop/contracts';
import { Invalid, Unauthorized, live, parseInput, requireUser, type AuthContext } from '@shop/kit';
import { hashPassword, verifyPassword } from '../domain/password';
import type { AccountsModels } from '../models';
import type { LoginThrottle } from './login-throttle';
import type { SessionTokens } from './session-tokens';

export interface ChangePasswordDeps {
  models: Pick<AccountsModels, 'User'>;
  throttle: LoginThrottle;
  tokens: SessionTokens;
}

/**
 * Sets a new password given the current one, ending the user's other sessions. Resolves with the
 * token of the caller's new session, so this browser stays signed in.
 */
export const changePassword =
  ({ models: { User }, throttle, tokens }: ChangePasswordDeps) =>
  async (input: unknown, caller: AuthContext & { ip: string }): Promise<string> => {
    const auth = requireUser(caller);
    const { currentPassword, newPassword } = parseInput(changePasswordInputSchema, input);
    // Guessing the current password is guessing a password: the failed-login limit covers it.
    await throttle.consumeAttempt(auth.username, caller.ip);
    const doc = await User.findOne({ id: auth.id, ...live }).select('+passwordHash');
    if (!doc) throw new Unauthorized();
    if (!(await verifyPassword(currentPassword, doc.passwordHash))) {
      throw new Invalid('currentPassword: Current password is incorrect', 'currentPassword');
    }
    await throttle.recordSuccess(auth.username, caller.ip);
    const user = await tokens.endAll(auth.id, { passwordHash: await hashPassword(newPassword) });
    return tokens.start(user);
  };
