import { requireUser, type AuthContext } from '@shop/kit';
import type { AccountsModels } from '../models';
import { productIdOf } from './wishlist-queries';

/** Takes a product off the signed-in user's wishlist (nothing to do when it is not on it). */
export const removeFromWishlist =
  ({ WishlistItem }: Pick<AccountsModels, 'WishlistItem'>) =>
  async (input: { productId: unknown }, caller: AuthContext): Promise<void> => {
    const user = requireUser(caller);
    await WishlistItem.deleteOne({ userId: user.id, productId: productIdOf(input) });
  };
