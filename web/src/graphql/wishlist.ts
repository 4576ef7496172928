import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_SUMMARY_FIELDS, type ProductSummary } from './catalog';

interface WishlistEntry {
  id: number;
  productId: number;
  /** Null while a product deleted from the catalog is being removed from wishlists. */
  product: ProductSummary | null;
}

/** An entry whose product the catalog still has: the only kind the wishlist page shows. */
export type ListedWishlistEntry = WishlistEntry & { product: ProductSummary };

export const WISHLIST_QUERY: TypedDocumentNode<{ wishlist: WishlistEntry[] }> = gql`
  query Wishlist {
    wishlist {
      id
      productId
      product {
        ...ProductSummaryFields
      }
    }
  }
  ${PRODUCT_SUMMARY_FIELDS}
`;

export const IS_IN_WISHLIST_QUERY: TypedDocumentNode<{ isInWishlist: boolean }, { productId: number }> = gql`
  query IsInWishlist($productId: Int!) {
    isInWishlist(productId: $productId)
  }
`;

export const ADD_TO_WISHLIST_MUTATION: TypedDocumentNode<{ addToWishlist: boolean }, { productId: number }> = gql`
  mutation AddToWishlist($productId: Int!) {
    addToWishlist(productId: $productId)
  }
`;

export const REMOVE_FROM_WISHLIST_MUTATION: TypedDocumentNode<{ removeFromWishlist: boolean }, { productId: number }> =
  gql`
    mutation RemoveFromWishlist($productId: Int!) {
      removeFromWishlist(productId: $productId)
    }
  `;
