import type { Request, Response } from 'express';
import { bearerToken, tokenExpiresAt } from '@shop/kit';
import { CART_COOKIE, QUOTES_COOKIE, SESSION_COOKIE } from '@shop/contracts';

/** Baskets untouched this long are removed by the cart service; the cookie lives as long. */
const CART_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The caller's JWT: the session cookie, or an Authorization header for API clients. */
export function requestToken(req: Request): string | null {
  return (req.cookies?.[SESSION_COOKIE] as string | undefined) ?? bearerToken(req.headers.authorization);
}

/** The cookie lives as long as its token (a week for customers, 12 hours for admins). */
export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  const expiresAt = tokenExpiresAt(token);
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(expiresAt ? { maxAge: Math.max(0, expiresAt * 1000 - Date.now()) } : {}),
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function requestCartSession(req: Request): string | null {
  return (req.cookies?.[CART_COOKIE] as string | undefined) ?? null;
}

export function setCartCookie(res: Response, sessionId: string, secure: boolean): void {
  res.cookie(CART_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE_MS,
  });
}

/** A browser remembers its latest quotes only; adding lines is possible for a short while after creating one anyway. */
const MAX_QUOTE_TOKENS = 10;
const QUOTES_COOKIE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function requestQuoteTokens(req: Request): string[] {
  const raw = req.cookies?.[QUOTES_COOKIE] as string | undefined;
  return raw ? raw.split(',').filter(Boolean) : [];
}

export function addQuoteToken(res: Response, held: string[], token: string, secure: boolean): void {
  const tokens = [...held.filter((t) => t !== token), token].slice(-MAX_QUOTE_TOKENS);
  res.cookie(QUOTES_COOKIE, tokens.join(','), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: QUOTES_COOKIE_MAX_AGE_MS,
  });
}

/**
 * Sign-out leaves nothing of the person behind in the browser: the quotes they created (whose
 * tokens read the name, email, phone and address on them) and their basket session go with the
 * session, so the next person on the browser starts afresh.
 */
export function clearPersonalCookies(res: Response, secure: boolean): void {
  clearSessionCookie(res, secure);
  for (const name of [QUOTES_COOKIE, CART_COOKIE]) {
    res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  }
}
