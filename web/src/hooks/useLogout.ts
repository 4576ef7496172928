import { useApolloClient, useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_MUTATION, SIGN_OUT_EVERYWHERE_MUTATION } from '../graphql/accounts';
import { serverMessage } from '@shop/web-common';
import { useToast } from './useToast';

/**
 * Logs out this browser, or every browser signed in to the account, then drops every cached
 * answer that belonged to the signed-in user.
 */
export function useLogout(): {
  logout: () => Promise<void>;
  logoutEverywhere: () => Promise<void>;
  loggingOut: boolean;
} {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [logoutMutation, { loading }] = useMutation(LOGOUT_MUTATION);
  const [everywhereMutation, { loading: everywhereLoading }] = useMutation(SIGN_OUT_EVERYWHERE_MUTATION);

  const signOut = useCallback(
    async (send: () => Promise<unknown>, done: string) => {
      try {
        await send();
      } catch (error) {
        toast.error('Logout failed', serverMessage(error));
        return;
      }
      toast.success(done);
      navigate('/auth');
      // resetStore refetches the queries still on screen (me becomes null); their own errors show where they render.
      await client.resetStore().catch(() => undefined);
    },
    [client, navigate, toast],
  );

  return {
    logout: useCallback(() => signOut(logoutMutation, 'Logged out'), [signOut, logoutMutation]),
    logoutEverywhere: useCallback(
      () => signOut(everywhereMutation, 'Signed out everywhere'),
      [signOut, everywhereMutation],
    ),
    loggingOut: loading || everywhereLoading,
  };
}
