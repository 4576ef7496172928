import type { AccountsApplication } from '../application';
import type { Resolvers } from './__generated__/resolvers';
import { toWishlistDto } from './dto';

/** The signed-in user's wishlist; products are catalog entities referenced by id. */
export function wishlistResolvers(
  app: Pick<AccountsApplication, 'addToWishlist' | 'removeFromWishlist' | 'wishlist'>,
): Pick<Resolvers, 'Query' | 'Mutation' | 'WishlistItem'> {
  return {
    Query: {
      wishlist: async (_, __, ctx) => (await app.wishlist.wishlist({ user: ctx.user })).map(toWishlistDto),
      isInWishlist: (_, { productId }, ctx) => app.wishlist.isInWishlist({ productId }, { user: ctx.user }),
    },
    WishlistItem: {
      product: ({ productId }) => ({ __typename: 'Product', id: productId }),
    },
    Mutation: {
      addToWishlist: async (_, { productId }, ctx) => {
        await app.addToWishlist({ productId }, { user: ctx.user });
        return true;
      },
      removeFromWishlist: async (_, { productId }, ctx) => {
        await app.removeFromWishlist({ productId }, { user: ctx.user });
        return true;
      },
    },
  };
}
