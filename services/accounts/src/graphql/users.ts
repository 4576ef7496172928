import { Conflict, isDuplicateKeyError } from '@shop/kit';
import type { Model } from 'mongoose';
import type { User, UserDoc } from '../models/user';

/** The User the API shows: never the password hash. */
export interface UserDto {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  role: User['role'];
  createdAt: string;
  updatedAt: string;
}

export const toUserDto = (u: User): UserDto => ({
  id: u.id,
  username: u.username,
  email: u.email,
  fullName: u.fullName ?? null,
  address: u.address ?? null,
  city: u.city ?? null,
  state: u.state ?? null,
  postalCode: u.postalCode ?? null,
  country: u.country ?? null,
  phone: u.phone ?? null,
  role: u.role,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

/** What UserRegistered and UserUpdated carry: no hash, no address. */
export const userEventData = (u: User) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  fullName: u.fullName ?? null,
  role: u.role,
});

export const usernameKey = (username: string) => username.trim().toLowerCase();

const USERNAME_TAKEN = 'username: Username is already taken';
const EMAIL_TAKEN = 'email: An account with this email already exists';

/** Throws the 409 naming the first of `username` or `email` another account already holds. */
export async function assertAvailable(
  Users: Model<User>,
  { username, email }: { username?: string; email?: string },
  exceptId?: number,
): Promise<void> {
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  if (username !== undefined && (await Users.exists({ usernameKey: usernameKey(username), ...others }))) {
    throw new Conflict(USERNAME_TAKEN, 'username');
  }
  if (email !== undefined && (await Users.exists({ email, ...others }))) {
    throw new Conflict(EMAIL_TAKEN, 'email');
  }
}

/**
 * Saves a changed user; when a concurrent write took the email first, the unique index refuses
 * the save and the conflict is reported like the pre-check would have.
 */
export async function saveUser(Users: Model<User>, doc: UserDoc): Promise<void> {
  try {
    await doc.save();
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    await assertAvailable(Users, { username: doc.username, email: doc.email }, doc.id);
    throw err;
  }
}
