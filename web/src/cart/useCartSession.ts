import { useMutation } from '@apollo/client';
import { CART_SESSION_STORAGE_KEY } from '@shop/contracts';
import { startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { browserStorage } from '../browserStorage';
import { CART_SESSION_MUTATION } from '../graphql/cart';
import { useSession } from '../hooks/useSession';
import { useToast } from '../hooks/useToast';
import { ServerBasketContext } from './serverBasket';

/**
 * Where the basket session stands: `pending` until the page knows who is shopping (and on the server), `none` for a
 * guest who has not started a basket, `opening` while the server is asked, then `open` or `failed`.
 */
export type CartSessionStatus = 'pending' | 'none' | 'opening' | 'open' | 'failed';

export interface CartSession {
  /** The id the server answered, once it has. */
  sessionId: string | null;
  status: CartSessionStatus;
  /** Asks the server for this browser's basket (again, e.g. when the basket turned out to belong to someone else). */
  open(): Promise<string | null>;
}

/** Where storage is refused there is no telling: the server is asked, since its cookie may hold a basket. */
const hasStartedBasket = () => browserStorage.read(CART_SESSION_STORAGE_KEY) !== null;

/**
 * The basket session. A guest's is opened on the first add, or at start when this browser has started a basket
 * before (its storage says so, or the server saw its cookie): most first visits never touch the basket and need not
 * ask the server for one. A signed-in shopper's is asked for at start and again whenever the user changes: on
 * sign-in the server merges the guest basket into the user's and may answer another id, after sign-out it starts a
 * fresh one. The id the server answers is always the one kept, because its cookie is what binds the basket to this
 * browser. On the pages that show the basket the server asked for it as it rendered them: the page starts from that
 * session, already open.
 */
export function useCartSession(): CartSession {
  const { user, loading } = useSession();
  const toast = useToast();
  const server = useContext(ServerBasketContext);
  const [requestSession] = useMutation(CART_SESSION_MUTATION);
  const [sessionId, setSessionId] = useState<string | null>(server?.sessionId ?? null);
  const [status, setStatus] = useState<CartSessionStatus>(server?.sessionId ? 'open' : 'pending');
  const queue = useRef<Promise<string | null>>(Promise.resolve(null));

  const open = useCallback(() => {
    // One request at a time: two at once could each start a session and leave the cookie and the kept id apart.
    queue.current = queue.current.then(async () => {
      startTransition(() => setStatus('opening'));
      try {
        const { data } = await requestSession();
        if (!data) throw new Error('No basket session in the answer');
        const id = data.cartSession.sessionId;
        // A transition: on a server-rendered page it waits for the page to finish hydrating rather than
        // reaching it half-hydrated (React error 421), like the hire basket's first read.
        startTransition(() => {
          setSessionId(id);
          setStatus('open');
        });
        // Kept where the shop's clients look for the basket id; the cookie, not this copy, is what the server trusts
        // (without storage the basket still works through it).
        browserStorage.write(CART_SESSION_STORAGE_KEY, id);
        return id;
      } catch {
        startTransition(() => setStatus('failed'));
        toast.error('Error', 'Failed to initialize cart. Please refresh the page.');
        return null;
      }
    });
    return queue.current;
  }, [requestSession, toast]);

  // undefined while the session user is loading; then the user's id, or null for a guest.
  const shopper = loading ? undefined : (user?.id ?? null);
  const openedFor = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (shopper === undefined || openedFor.current === shopper) return;
    const first = openedFor.current === undefined;
    openedFor.current = shopper;
    // The server asked for the shopper's basket as it rendered the page: that session is theirs.
    if (first && server?.sessionId) browserStorage.write(CART_SESSION_STORAGE_KEY, server.sessionId);
    else if (first && shopper === null && !hasStartedBasket() && !server?.cookie)
      startTransition(() => setStatus('none'));
    else void open();
  }, [shopper, open, server]);

  return { sessionId, status, open };
}
