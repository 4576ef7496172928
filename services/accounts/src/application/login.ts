import { loginInputSchema } from '@shop/contracts';
import { Unauthorized, live, parseInput, type Logger } from '@shop/kit';
import { verifyAgainstDecoy, verifyPassword } from '../domain/password';
import type { AccountsModels } from '../models';
import { usernameKey } from '../models/availability';
import type { LoginThrottle } from './login-throttle';
import type { SessionTokens, SignedIn } from './session-tokens';

const INVALID_CREDENTIALS = 'Invalid username or password';

export interface LoginDeps {
  models: Pick<AccountsModels, 'User'>;
  throttle: LoginThrottle;
  tokens: SessionTokens;
  logger: Logger;
}

/**
 * Signs in by username (any case) and password, within the failed-login limits of the caller's
 * address. A wrong password and an unknown username get the same answer, in the same time.
 */
export const login =
  ({ models: { User }, throttle, tokens, logger }: LoginDeps) =>
  async (input: unknown, caller: { ip: string }): Promise<SignedIn> => {
    const { username, password } = parseInput(loginInputSchema, input);
    await throttle.consumeAttempt(username, caller.ip);
    const doc = await User.findOne({ usernameKey: usernameKey(username), ...live }).select('+passwordHash');
    const valid = doc ? await verifyPassword(password, doc.passwordHash) : await verifyAgainstDecoy(password);
    if (!doc || !valid) {
      logger.info({ ip: caller.ip }, 'failed login');
      throw new Unauthorized(INVALID_CREDENTIALS);
    }
    await throttle.recordSuccess(username, caller.ip);
    const user = doc.toObject();
    return { user, token: await tokens.start(user) };
  };
