import { event } from '@shop/kit';
import type { User } from '../models/user';

/** What UserRegistered and UserUpdated carry: no hash, no address. */
const userState = (u: User) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  fullName: u.fullName ?? null,
  role: u.role,
});

export const userRegistered = (u: User) => [event('UserRegistered', userState(u))];
export const userUpdated = (u: User) => [event('UserUpdated', userState(u))];
