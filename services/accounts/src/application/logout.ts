import type { AuthContext, SessionRegistry } from '@shop/kit';

/** Ends the caller's session (this browser's only); anonymous callers have none to end. */
export const logout =
  (sessions: SessionRegistry) =>
  async (caller: AuthContext): Promise<void> => {
    if (caller.user) await sessions.end(caller.user);
  };
