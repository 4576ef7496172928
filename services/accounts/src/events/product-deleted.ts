import type { EventHandlers } from '@shop/kit';
import type { AccountsModels } from '../models';

/** A product the catalog deleted leaves every wishlist. */
export const wishlistHandlers = ({ WishlistItem }: AccountsModels): EventHandlers => ({
  ProductDeleted: async ({ id }) => {
    await WishlistItem.deleteMany({ productId: id });
  },
});
