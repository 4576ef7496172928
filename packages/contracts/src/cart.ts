import { z } from 'zod';

/** Basket rules (storefront spec 3, 4, 5 and 7). */
export const CART_MESSAGES = {
  quantity: 'Quantity must be a whole number of at least 1',
  productId: 'Choose a product to add',
  sessionId: 'This basket session is not valid; reload the page to start a new one',
  notForSale: 'This product is for hire only; request a hire quote instead',
  unavailable: 'This product is no longer available',
  lineNotFound: 'This item is no longer in your basket',
} as const;

/** The answer when a basket line would hold more than the catalog has. */
export const onlyInStock = (available: number): string => `Only ${available} in stock`;

/** Where the shop keeps the basket's session id in the browser (local storage). */
export const CART_SESSION_STORAGE_KEY = 'cartSessionId';

/** A basket quantity: a whole number of at least 1 (0, -1, 1.5 and "abc" are refused). */
export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(1, CART_MESSAGES.quantity)
  .max(9_999, CART_MESSAGES.quantity);

export const cartProductIdSchema = z
  .number({ error: CART_MESSAGES.productId })
  .int(CART_MESSAGES.productId)
  .positive(CART_MESSAGES.productId);

/** Cart session ids are random UUIDs issued by the cart service. */
export const cartSessionIdSchema = z.uuid({ error: CART_MESSAGES.sessionId });

/** The header badge: the sum of the lines' quantities (storefront spec 9). */
export const cartItemCount = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
