import { z } from 'zod';
import {
  cartLineInputSchema,
  cartQuantityInputSchema,
  cartSessionIdSchema,
  cartSessionSchema,
  successSchema,
} from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyObject, intParam, requiredField, route } from '../route';

const BASKET_ACCESS =
  "Only this browser's basket (its shop_cart cookie) or the signed-in owner's; any other answers 404.";

/** The sales basket (storefront 7). Changes go through the basket session bound to the browser's cookie. */
export const cartRoutes = [
  // Before /api/cart/:id, which would otherwise take "session" as an id. One parameter name for
  // /api/cart/:id whether it names a session (GET) or a line: OpenAPI allows one template per path.
  route({
    method: 'get',
    path: '/api/cart/session',
    summary: "This browser's basket session",
    description: 'Binds the basket to the browser with the httpOnly shop_cart cookie (30 days).',
    auth: 'public',
    response: cartSessionSchema,
    operation: graphql(`
      mutation CartSession {
        cartSession {
          sessionId
        }
      }
    `),
    result: (d) => d.cartSession,
  }),
  route({
    method: 'get',
    path: '/api/cart/:id',
    summary: "A basket's lines, each with its product",
    description: BASKET_ACCESS,
    auth: 'public',
    params: z.object({ id: cartSessionIdSchema }),
    operation: graphql(`
      query Cart($sessionId: String!) {
        cart(sessionId: $sessionId) {
          items {
            ...CartItemFields
          }
        }
      }
    `),
    variables: (req) => ({ sessionId: req.params.id }),
    result: (d) => d.cart.items,
  }),
  route({
    method: 'post',
    path: '/api/cart',
    summary: 'Add a product to the basket',
    description: BASKET_ACCESS,
    auth: 'public',
    body: cartLineInputSchema,
    errors: [404, 409],
    operation: graphql(`
      mutation AddToCart($sessionId: String!, $productId: Float!, $quantity: Float!) {
        addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) {
          ...CartItemFields
        }
      }
    `),
    variables: (req) => {
      const body = bodyObject(req);
      return {
        sessionId: requiredField(body, 'sessionId'),
        productId: requiredField(body, 'productId'),
        quantity: requiredField(body, 'quantity'),
      };
    },
    result: (d) => d.addToCart,
  }),
  route({
    method: 'patch',
    path: '/api/cart/:id',
    summary: "Change a basket line's quantity",
    description: BASKET_ACCESS,
    auth: 'public',
    body: cartQuantityInputSchema,
    errors: [409],
    operation: graphql(`
      mutation UpdateCartItem($id: Float!, $quantity: Float!) {
        updateCartItem(id: $id, quantity: $quantity) {
          ...CartItemFields
        }
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id'), quantity: requiredField(bodyObject(req), 'quantity') }),
    result: (d) => d.updateCartItem,
  }),
  route({
    method: 'delete',
    path: '/api/cart/session/:sessionId',
    summary: 'Empty the basket',
    description: BASKET_ACCESS,
    auth: 'public',
    params: z.object({ sessionId: cartSessionIdSchema }),
    response: successSchema,
    operation: graphql(`
      mutation ClearCart($sessionId: String!) {
        clearCart(sessionId: $sessionId)
      }
    `),
    variables: (req) => ({ sessionId: req.params.sessionId }),
    result: () => ({ success: true }),
  }),
  route({
    method: 'delete',
    path: '/api/cart/:id',
    summary: 'Remove a basket line',
    description: BASKET_ACCESS,
    auth: 'public',
    response: successSchema,
    operation: graphql(`
      mutation RemoveCartItem($id: Float!) {
        removeCartItem(id: $id)
      }
    `),
    variables: (req) => ({ id: intParam(req, 'id') }),
    result: () => ({ success: true }),
  }),
];
