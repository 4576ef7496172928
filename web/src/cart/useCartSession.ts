import { useMutation } from '@apollo/client';
import { CART_SESSION_STORAGE_KEY } from '@shop/contracts';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { CART_SESSION_MUTATION } from '../graphql/cart';
import { useSession } from '../hooks/useSession';
import { useToast } from '../hooks/useToast';

export interface CartSession {
  /** null until the server has answered the first time. */
  sessionId: string | null;
  /** The server could not give a session; the basket cannot be used until the page is reloaded. */
  failed: boolean;
  /** Asks the server again, e.g. when the basket turned out to belong to someone else. */
  reopen(): void;
}

/** Kept where the shop's clients look for the basket id; the cookie, not this copy, is what the server trusts. */
function rememberSessionId(id: string) {
  try {
    localStorage.setItem(CART_SESSION_STORAGE_KEY, id);
  } catch {
    // Storage switched off (e.g. some private windows): the basket still works through the cookie.
  }
}

/**
 * The basket session, asked of the server at start and again whenever the signed-in user changes: on sign-in the
 * server merges the guest basket into the user's and may answer another id, after sign-out it starts a fresh one.
 * The id the server answers is always the one kept, because its cookie is what binds the basket to this browser.
 */
export function useCartSession(): CartSession {
  const { user, loading } = useSession();
  const toast = useToast();
  const [requestSession] = useMutation(CART_SESSION_MUTATION);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const reopen = useCallback(() => {
    // One request at a time: two at once could each start a session and leave the cookie and the kept id apart.
    queue.current = queue.current.then(async () => {
      try {
        const { data } = await requestSession();
        if (!data) throw new Error('No basket session in the answer');
        const id = data.cartSession.sessionId;
        // A transition: on a server-rendered page it waits for the page to finish hydrating rather than
        // reaching it half-hydrated (React error 421), like the hire basket's first read.
        startTransition(() => {
          setSessionId(id);
          setFailed(false);
        });
        rememberSessionId(id);
      } catch {
        startTransition(() => setFailed(true));
        toast.error('Error', 'Failed to initialize cart. Please refresh the page.');
      }
    });
  }, [requestSession, toast]);

  // undefined while the session user is loading; then the user's id, or null for a guest.
  const shopper = loading ? undefined : (user?.id ?? null);
  const openedFor = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (shopper === undefined || openedFor.current === shopper) return;
    openedFor.current = shopper;
    reopen();
  }, [shopper, reopen]);

  return { sessionId, failed, reopen };
}
