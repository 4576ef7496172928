import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { Forbidden, Unauthorized } from './errors';
import { secretKey } from './secret-key';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.output<typeof roleSchema>;

const claimsSchema = z.object({
  sub: z.string(),
  username: z.string(),
  role: roleSchema,
  sid: z.string().min(1),
  sv: z.number().int().min(0),
  exp: z.number(),
});

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

/** One sign-in: revocable on its own (logout) or with all of the user's others (a newer version). */
export interface Session {
  id: string;
  /** The user's session version when it was signed; sessions of older versions are over. */
  version: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface SessionUser extends AuthUser {
  session: Session;
}

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Admin sessions are shorter, kept alive by use (the gateway renews them). */
export const ADMIN_SESSION_TTL_SECONDS = 12 * 60 * 60;

export const sessionTtlSeconds = (role: Role): number =>
  role === 'admin' ? ADMIN_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;

export interface SignOptions {
  expiresInSeconds?: number;
  /** Renewing a session keeps its id; a new sign-in gets a fresh one. */
  sessionId?: string;
  version?: number;
}

export function signToken(user: AuthUser, secret: string, options: SignOptions = {}): string {
  const { expiresInSeconds = sessionTtlSeconds(user.role), sessionId = randomUUID(), version = 0 } = options;
  return jwt.sign({ username: user.username, role: user.role, sid: sessionId, sv: version }, secretKey(secret), {
    subject: String(user.id),
    expiresIn: expiresInSeconds,
    algorithm: 'HS256',
  });
}

/** The signed-in user of a token, or null when it is missing, expired, tampered with or malformed. */
export function verifyToken(token: string | undefined | null, secret: string): SessionUser | null {
  if (!token) return null;
  try {
    const claims = claimsSchema.parse(jwt.verify(token, secretKey(secret), { algorithms: ['HS256'] }));
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || id < 1) return null;
    return {
      id,
      username: claims.username,
      role: claims.role,
      session: { id: claims.sid, version: claims.sv, expiresAt: claims.exp },
    };
  } catch {
    return null;
  }
}

/** When a token (already verified, or about to be handed out) stops being valid, in seconds since the epoch. */
export function tokenExpiresAt(token: string): number | null {
  const claims = jwt.decode(token);
  return claims && typeof claims === 'object' && typeof claims.exp === 'number' ? claims.exp : null;
}

/** Reads `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1] : null;
}

export interface AuthContext {
  user: SessionUser | null;
}

export function requireUser(ctx: AuthContext): SessionUser {
  if (!ctx.user) throw new Unauthorized('You must be signed in');
  return ctx.user;
}

export function requireAdmin(ctx: AuthContext): SessionUser {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw new Forbidden('Admin access required');
  return user;
}
