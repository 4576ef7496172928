import type { RequestHandler, Response } from 'express';
import {
  ServiceUnavailable,
  sendFailure,
  httpFailureOf,
  sessionTtlSeconds,
  signToken,
  verifyToken,
  type Logger,
  type SessionRegistry,
  type SessionUser,
} from '@shop/kit';
import { SESSION_COOKIE } from '@shop/contracts';
import { clearSessionCookie, requestToken, setSessionCookie } from './session';

/** The caller's session as the guard found it: its token (possibly renewed) and user, or none. */
export interface RequestSession {
  token: string;
  user: SessionUser;
}

export const requestSession = (res: Response): RequestSession | null =>
  (res.locals.session as RequestSession | undefined) ?? null;

export interface SessionGuardOptions {
  registry: SessionRegistry;
  jwtSecret: string;
  secureCookie: boolean;
  logger: Logger;
}

/**
 * Lets through only sessions that are still on: a token that is expired, forged, logged out or
 * older than its user's last "sign out everywhere" or password change reaches no service, and
 * its cookie is cleared. A session past half its life is renewed, so admins (12 hours) stay
 * signed in while they work.
 */
export function sessionGuard({ registry, jwtSecret, secureCookie, logger }: SessionGuardOptions): RequestHandler {
  return async (req, res, next) => {
    const token = requestToken(req);
    if (!token) return next();
    const fromCookie = req.cookies?.[SESSION_COOKIE] === token;
    const user = verifyToken(token, jwtSecret);
    let active: boolean;
    try {
      active = user !== null && (await registry.isActive(user));
    } catch (err) {
      // Without the registry a revoked token cannot be told apart: refuse rather than guess.
      logger.error({ err }, 'session registry unavailable');
      return sendFailure(res, httpFailureOf(new ServiceUnavailable()));
    }
    if (!active || !user) {
      if (fromCookie) clearSessionCookie(res, secureCookie);
      return next();
    }
    res.locals.session = { token: fromCookie ? renewed(token, user, jwtSecret, res, secureCookie) : token, user };
    next();
  };
}

function renewed(token: string, user: SessionUser, jwtSecret: string, res: Response, secureCookie: boolean): string {
  const ttl = sessionTtlSeconds(user.role);
  if (user.session.expiresAt - Date.now() / 1000 > ttl / 2) return token;
  const fresh = signToken(user, jwtSecret, { sessionId: user.session.id, version: user.session.version });
  setSessionCookie(res, fresh, secureCookie);
  return fresh;
}
