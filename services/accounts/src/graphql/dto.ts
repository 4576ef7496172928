import type { User } from '../models/user';
import type { WishlistItem } from '../models/wishlist-item';
import type { User as UserDto, WishlistItem as WishlistItemDto } from './__generated__/resolvers';

/** The User the API shows: never the password hash. */
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

export const toWishlistDto = (w: WishlistItem): WishlistItemDto => ({
  id: w.id,
  productId: w.productId,
  createdAt: w.createdAt.toISOString(),
});
