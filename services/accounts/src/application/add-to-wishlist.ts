import { isDuplicateKeyError, nextId, requireUser, type AuthContext } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { AccountsModels } from '../models';
import { productIdOf } from './wishlist-queries';

/** Puts a product on the signed-in user's wishlist; one entry per product, however often it is added. */
export const addToWishlist =
  (connection: Connection, { WishlistItem }: Pick<AccountsModels, 'WishlistItem'>) =>
  async (input: { productId: unknown }, caller: AuthContext): Promise<void> => {
    const user = requireUser(caller);
    const productId = productIdOf(input);
    const present = () => WishlistItem.exists({ userId: user.id, productId });
    if (await present()) return;
    try {
      await WishlistItem.create({ id: await nextId(connection, 'wishlist_items'), userId: user.id, productId });
    } catch (err) {
      // Added twice at once: the unique index keeps the first, which is what was asked.
      if (!isDuplicateKeyError(err) || !(await present())) throw err;
    }
  };
