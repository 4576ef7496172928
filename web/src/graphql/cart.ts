import { graphql } from './__generated__';
import type { CartLineFieldsFragment } from './__generated__/graphql';

export type CartLine = CartLineFieldsFragment;
/** A line whose product the catalog still sells. */
export type AvailableCartLine = CartLine & { product: NonNullable<CartLine['product']> };

// The server binds the session to this browser with an httpOnly cookie and answers the id to use.
export const CART_SESSION_MUTATION = graphql(`
  mutation CartSession {
    cartSession {
      sessionId
    }
  }
`);

export const CART_QUERY = graphql(`
  query Cart($sessionId: String!) {
    cart(sessionId: $sessionId) {
      items {
        ...CartLineFields
      }
    }
  }
`);

export const ADD_TO_CART_MUTATION = graphql(`
  mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {
    addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {
      ...CartLineFields
    }
  }
`);

// The answered line replaces the cached one (same CartItem id), so the basket updates without a reload.
export const UPDATE_CART_ITEM_MUTATION = graphql(`
  mutation UpdateCartItem($id: Float!, $quantity: Float!) {
    updateCartItem(id: $id, quantity: $quantity) {
      ...CartLineFields
    }
  }
`);

export const REMOVE_CART_ITEM_MUTATION = graphql(`
  mutation RemoveCartItem($id: Float!) {
    removeCartItem(id: $id)
  }
`);

export const CLEAR_CART_MUTATION = graphql(`
  mutation ClearCart($sessionId: String!) {
    clearCart(sessionId: $sessionId)
  }
`);
