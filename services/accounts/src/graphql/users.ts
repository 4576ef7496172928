import { event } from '@shop/kit';
import type { User } from '../models/user';

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
const userState = (u: User) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  fullName: u.fullName ?? null,
  role: u.role,
});

export const userRegistered = (u: User) => [event('UserRegistered', userState(u))];
export const userUpdated = (u: User) => [event('UserUpdated', userState(u))];
