import { gql, type TypedDocumentNode } from '@apollo/client';

export interface WishlistProduct {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string | null;
  stock: number;
}

export interface WishlistEntry {
  id: number;
  productId: number;
  /** Null while a product deleted from the catalog is being removed from wishlists. */
  product: WishlistProduct | null;
}

/** An entry whose product the catalog still has: the only kind the wishlist page shows. */
export type ListedWishlistEntry = WishlistEntry & { product: WishlistProduct };

export const WISHLIST_QUERY: TypedDocumentNode<{ wishlist: WishlistEntry[] }> = gql`
  query Wishlist {
    wishlist {
      id
      productId
      product {
        id
        slug
        name
        description
        price
        compareAtPrice
        imageUrl
        stock
      }
    }
  }
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
