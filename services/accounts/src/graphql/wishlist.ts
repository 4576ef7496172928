import { idSchema, isDuplicateKeyError, nextId, parseInput, requireUser, type SubgraphContext } from '@shop/kit';
import { listCeiling } from '@shop/contracts';
import type { Connection } from 'mongoose';
import type { AccountsModels } from '../models';
import type { WishlistItem } from '../models/wishlist-item';

const WISHLIST = listCeiling('Query', 'wishlist');

const toWishlistDto = (w: WishlistItem) => ({
  id: w.id,
  productId: w.productId,
  createdAt: w.createdAt.toISOString(),
});

/** The signed-in user's wishlist; products are catalog entities referenced by id. */
export function wishlistResolvers(connection: Connection, { WishlistItem }: AccountsModels) {
  const productIdOf = (args: { productId: unknown }) => parseInput(idSchema, args.productId, 'productId') as number;

  return {
    Query: {
      wishlist: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        const user = requireUser(ctx);
        return (await WishlistItem.find({ userId: user.id }).sort({ id: -1 }).limit(WISHLIST).lean()).map(
          toWishlistDto,
        );
      },
      isInWishlist: async (_: unknown, args: { productId: unknown }, ctx: SubgraphContext) => {
        const user = requireUser(ctx);
        return Boolean(await WishlistItem.exists({ userId: user.id, productId: productIdOf(args) }));
      },
    },
    WishlistItem: {
      product: ({ productId }: { productId: number }) => ({ __typename: 'Product', id: productId }),
    },
    Mutation: {
      addToWishlist: async (_: unknown, args: { productId: unknown }, ctx: SubgraphContext) => {
        const user = requireUser(ctx);
        const productId = productIdOf(args);
        const present = () => WishlistItem.exists({ userId: user.id, productId });
        if (await present()) return true;
        try {
          await WishlistItem.create({ id: await nextId(connection, 'wishlist_items'), userId: user.id, productId });
        } catch (err) {
          // Added twice at once: the unique index keeps the first, which is what was asked.
          if (!isDuplicateKeyError(err) || !(await present())) throw err;
        }
        return true;
      },
      removeFromWishlist: async (_: unknown, args: { productId: unknown }, ctx: SubgraphContext) => {
        const user = requireUser(ctx);
        await WishlistItem.deleteOne({ userId: user.id, productId: productIdOf(args) });
        return true;
      },
    },
  };
}
