/**
 * Basket rules with no schema in them (storefront spec 3, 4, 5, 7 and 9), so the shop's layout, which shows the
 * basket, carries no validation code; the input schemas are in cart.ts.
 */
export const CART_MESSAGES = {
  quantity: 'Quantity must be a whole number of at least 1',
  productId: 'Choose a product to add',
  full: 'Your basket holds as many different products as one order can; check out or remove some first',
  sessionId: 'This basket session is not valid; reload the page to start a new one',
  notForSale: 'This product is for hire only; request a hire quote instead',
  unavailable: 'This product is no longer available',
  lineNotFound: 'This item is no longer in your basket',
} as const;

/** The most of one product a basket line holds. */
export const CART_QUANTITY_MAX = 9_999;

/** A basket quantity: a whole number from 1 to CART_QUANTITY_MAX (cartQuantitySchema checks the same). */
export const isCartQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_QUANTITY_MAX;

/** The answer when a basket line would hold more than the catalog has. */
export const onlyInStock = (available: number): string => `Only ${available} in stock`;

/** Where the shop keeps the basket's session id in the browser (local storage). */
export const CART_SESSION_STORAGE_KEY = 'cartSessionId';

/** The header badge: the sum of the lines' quantities (storefront spec 9). */
export const cartItemCount = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
