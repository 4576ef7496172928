import { graphql } from './__generated__';
import type { WishlistQuery } from './__generated__/graphql';
import type { ProductSummary } from './catalog';

/** An entry whose product the catalog still has (the product is null while a deleted one leaves the wishlists). */
export type ListedWishlistEntry = WishlistQuery['wishlist'][number] & { product: ProductSummary };

export const WISHLIST_QUERY = graphql(`
  query Wishlist {
    wishlist {
      id
      productId
      product {
        ...ProductSummaryFields
      }
    }
  }
`);

export const IS_IN_WISHLIST_QUERY = graphql(`
  query IsInWishlist($productId: Int!) {
    isInWishlist(productId: $productId)
  }
`);

export const ADD_TO_WISHLIST_MUTATION = graphql(`
  mutation AddToWishlist($productId: Int!) {
    addToWishlist(productId: $productId)
  }
`);

export const REMOVE_FROM_WISHLIST_MUTATION = graphql(`
  mutation RemoveFromWishlist($productId: Int!) {
    removeFromWishlist(productId: $productId)
  }
`);
