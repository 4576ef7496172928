import { listCeiling } from '@shop/contracts';
import { idSchema, parseInput, requireUser, type AuthContext } from '@shop/kit';
import type { AccountsModels } from '../models';
import type { WishlistItem } from '../models/wishlist-item';

const WISHLIST = listCeiling('Query', 'wishlist');

/** The product id a wishlist call names (a positive id). */
export const productIdOf = (input: { productId: unknown }) =>
  parseInput(idSchema, input.productId, 'productId') as number;

/** The signed-in user's wishlist; products are catalog entities referenced by id. */
export function wishlistQueries({ WishlistItem }: Pick<AccountsModels, 'WishlistItem'>) {
  return {
    /** Newest first. */
    async wishlist(caller: AuthContext): Promise<WishlistItem[]> {
      const user = requireUser(caller);
      return WishlistItem.find({ userId: user.id }).sort({ id: -1 }).limit(WISHLIST).lean();
    },

    async isInWishlist(input: { productId: unknown }, caller: AuthContext): Promise<boolean> {
      const user = requireUser(caller);
      return Boolean(await WishlistItem.exists({ userId: user.id, productId: productIdOf(input) }));
    },
  };
}
