import type { Request, Response } from 'express';
import { SESSION_TTL_SECONDS, bearerToken } from '@shop/kit';

export const SESSION_COOKIE = 'shop_session';

/** The caller's JWT: the session cookie, or an Authorization header for API clients. */
export function requestToken(req: Request): string | null {
  return (req.cookies?.[SESSION_COOKIE] as string | undefined) ?? bearerToken(req.headers.authorization);
}

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_SECONDS * 1000,
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
