import { requireUser, type AuthContext } from '@shop/kit';
import type { SessionTokens } from './session-tokens';

/** Ends every session of the signed-in user, the caller's included. */
export const signOutEverywhere =
  (tokens: SessionTokens) =>
  async (caller: AuthContext): Promise<void> => {
    await tokens.endAll(requireUser(caller).id);
  };
