import { useApolloClient, useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_MUTATION } from '../graphql/accounts';
import { serverMessage } from '@shop/web-common';
import { useToast } from './useToast';

/** Logs out, then drops every cached answer that belonged to the signed-in user. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [logoutMutation, { loading }] = useMutation(LOGOUT_MUTATION);

  const logout = useCallback(async () => {
    try {
      await logoutMutation();
    } catch (error) {
      toast.error('Logout failed', serverMessage(error));
      return;
    }
    toast.success('Logged out');
    navigate('/auth');
    // resetStore refetches the queries still on screen (me becomes null); their own errors show where they render.
    await client.resetStore().catch(() => undefined);
  }, [client, logoutMutation, navigate, toast]);

  return { logout, loggingOut: loading };
}
