import { Unauthorized, live, signToken, type SessionRegistry } from '@shop/kit';
import type { AccountsModels } from '../models';
import type { User } from '../models/user';

export interface SessionTokenDeps {
  models: Pick<AccountsModels, 'User'>;
  sessions: SessionRegistry;
  jwtSecret: string;
}

/**
 * Signing sessions and ending them, for the sign-in and account use cases. The gateway moves a
 * session's token into the cookie and refuses tokens of sessions that are over.
 */
export function sessionTokens({ models: { User }, sessions, jwtSecret }: SessionTokenDeps) {
  return {
    /** A token for a new session of the user's current session version. */
    async start(user: User): Promise<string> {
      const version = user.sessionVersion ?? 0;
      await sessions.restoreVersion(user.id, version);
      return signToken({ id: user.id, username: user.username, role: user.role }, jwtSecret, { version });
    },

    /** Ends every session signed before now, applying `changes` with it; resolves with the user as saved. */
    async endAll(id: number, changes: Partial<User> = {}): Promise<User> {
      // One guarded update, then a read: the local MongoDB-wire server's findOneAndUpdate is not atomic.
      const { matchedCount } = await User.updateOne({ id, ...live }, { $set: changes, $inc: { sessionVersion: 1 } });
      const user = matchedCount ? await User.findOne({ id, ...live }).lean() : null;
      // A valid token for an account that no longer exists signs nobody in.
      if (!user) throw new Unauthorized();
      await sessions.setVersion(id, user.sessionVersion);
      return user;
    },
  };
}

export type SessionTokens = ReturnType<typeof sessionTokens>;

/** A user just signed in, and their session's token. */
export interface SignedIn {
  user: User;
  token: string;
}
