import type { AccountsModels } from '../models';

/** A product the catalog deleted leaves every wishlist. */
export const removeDeletedProduct =
  ({ WishlistItem }: Pick<AccountsModels, 'WishlistItem'>) =>
  async (productId: number): Promise<void> => {
    await WishlistItem.deleteMany({ productId });
  };
