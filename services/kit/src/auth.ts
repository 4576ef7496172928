import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { Forbidden, Unauthorized } from './errors';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.output<typeof roleSchema>;

const claimsSchema = z.object({ sub: z.string(), username: z.string(), role: roleSchema });

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export function signToken(user: AuthUser, secret: string, expiresInSeconds = SESSION_TTL_SECONDS): string {
  return jwt.sign({ username: user.username, role: user.role }, secret, {
    subject: String(user.id),
    expiresIn: expiresInSeconds,
    algorithm: 'HS256',
  });
}

/** The signed-in user of a token, or null when it is missing, expired, tampered with or malformed. */
export function verifyToken(token: string | undefined | null, secret: string): AuthUser | null {
  if (!token) return null;
  try {
    const claims = claimsSchema.parse(jwt.verify(token, secret, { algorithms: ['HS256'] }));
    const id = Number(claims.sub);
    return Number.isInteger(id) && id > 0 ? { id, username: claims.username, role: claims.role } : null;
  } catch {
    return null;
  }
}

/** Reads `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1] : null;
}

export interface AuthContext {
  user: AuthUser | null;
}

export function requireUser(ctx: AuthContext): AuthUser {
  if (!ctx.user) throw new Unauthorized('You must be signed in');
  return ctx.user;
}

export function requireAdmin(ctx: AuthContext): AuthUser {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw new Forbidden('Admin access required');
  return user;
}
