/** Which basket session a caller gets (GET /api/cart/session), decided from what is known about them. */
export type SessionChoice =
  /** Keep answering this session. */
  | { kind: 'keep'; sessionId: string }
  /** The browser's guest basket becomes the signed-in user's. */
  | { kind: 'link'; sessionId: string }
  /** The browser's guest basket is folded into the user's existing one, which is answered. */
  | { kind: 'merge'; from: string; into: string }
  /** A fresh random session. */
  | { kind: 'new' };

export interface SessionFacts {
  /** The session bound to this browser (cookie), if any. */
  browserSession: string | null;
  /** The owner of the browser session's basket: undefined when it has no basket yet, null for a guest's. */
  browserOwner: number | null | undefined;
  /** The signed-in user, if any. */
  userId: number | null;
  /** The signed-in user's basket session, if they have one. */
  userSession: string | null;
}

/**
 * A basket belongs to a guest (anyone holding its session may use it) or to one user; a guest
 * basket merges into the user's on sign-in, and a user's basket is never handed to anyone else
 * (after sign-out the browser starts a fresh one).
 */
export function chooseSession({ browserSession, browserOwner, userId, userSession }: SessionFacts): SessionChoice {
  if (userId === null) {
    if (browserSession && browserOwner == null) return { kind: 'keep', sessionId: browserSession };
    return { kind: 'new' };
  }
  if (browserSession && browserOwner === userId) return { kind: 'keep', sessionId: browserSession };
  if (browserSession && browserOwner === null) {
    return userSession && userSession !== browserSession
      ? { kind: 'merge', from: browserSession, into: userSession }
      : { kind: 'link', sessionId: browserSession };
  }
  if (userSession) return { kind: 'keep', sessionId: userSession };
  if (browserSession && browserOwner === undefined) return { kind: 'keep', sessionId: browserSession };
  return { kind: 'new' };
}
