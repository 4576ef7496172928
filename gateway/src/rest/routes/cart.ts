import { bodyObject, intParam, requiredField, route } from '../route';

const CART_ITEM =
  'id productId quantity createdAt product { id slug name price compareAtPrice imageUrl stock isLargeHeavy customShippingCost }';

/** The sales basket (storefront 7). Changes go through the basket session bound to the browser's cookie. */
export const cartRoutes = [
  // Before /api/cart/:sessionId, which would otherwise take "session" as an id.
  route({
    method: 'get',
    path: '/api/cart/session',
    operation: 'mutation { cartSession { sessionId } }',
    result: (d) => d.cartSession,
  }),
  route({
    method: 'get',
    path: '/api/cart/:sessionId',
    operation: `query($sessionId: String!) { cart(sessionId: $sessionId) { items { ${CART_ITEM} } } }`,
    variables: (req) => ({ sessionId: req.params.sessionId }),
    result: (d) => d.cart.items,
  }),
  route({
    method: 'post',
    path: '/api/cart',
    operation: `mutation($sessionId: String!, $productId: Float!, $quantity: Float!) {
      addToCart(sessionId: $sessionId, productId: $productId, quantity: $quantity) { ${CART_ITEM} } }`,
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
    path: '/api/cart/:itemId',
    operation: `mutation($id: Float!, $quantity: Float!) { updateCartItem(id: $id, quantity: $quantity) { ${CART_ITEM} } }`,
    variables: (req) => ({ id: intParam(req, 'itemId'), quantity: requiredField(bodyObject(req), 'quantity') }),
    result: (d) => d.updateCartItem,
  }),
  route({
    method: 'delete',
    path: '/api/cart/session/:sessionId',
    operation: 'mutation($sessionId: String!) { clearCart(sessionId: $sessionId) }',
    variables: (req) => ({ sessionId: req.params.sessionId }),
    result: () => ({ success: true }),
  }),
  route({
    method: 'delete',
    path: '/api/cart/:itemId',
    operation: 'mutation($id: Float!) { removeCartItem(id: $id) }',
    variables: (req) => ({ id: intParam(req, 'itemId') }),
    result: () => ({ success: true }),
  }),
];
