import { Conflict } from '@shop/kit';
import type { Model } from 'mongoose';
import type { User } from './user';

export const usernameKey = (username: string) => username.trim().toLowerCase();

const USERNAME_TAKEN = 'username: Username is already taken';
const EMAIL_TAKEN = 'email: An account with this email already exists';

/** The 409 naming the first of `username` or `email` another account already holds, or null. */
export async function takenBy(
  Users: Model<User>,
  { username, email }: { username?: string; email?: string },
  exceptId?: number,
): Promise<Conflict | null> {
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  if (username !== undefined && (await Users.exists({ usernameKey: usernameKey(username), ...others }))) {
    return new Conflict(USERNAME_TAKEN, 'username');
  }
  if (email !== undefined && (await Users.exists({ email, ...others }))) {
    return new Conflict(EMAIL_TAKEN, 'email');
  }
  return null;
}

/** Throws the 409 naming the first of `username` or `email` another account already holds. */
export async function assertAvailable(
  Users: Model<User>,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<void> {
  const conflict = await takenBy(Users, fields, exceptId);
  if (conflict) throw conflict;
}
