import type { Connection } from 'mongoose';
import { userModel } from './user';
import { wishlistItemModel } from './wishlist-item';

export function createModels(connection: Connection) {
  return {
    User: userModel(connection),
    WishlistItem: wishlistItemModel(connection),
  };
}

export type AccountsModels = ReturnType<typeof createModels>;
