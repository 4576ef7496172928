import { z } from 'zod';
import { CART_MESSAGES, CART_QUANTITY_MAX } from './cart-basket';

/** The basket's input schemas (storefront spec 3, 4, 5 and 7); its other rules are in cart-basket.ts. */

/** A basket quantity: a whole number of at least 1 (0, -1, 1.5 and "abc" are refused). */
export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(1, CART_MESSAGES.quantity)
  .max(CART_QUANTITY_MAX, CART_MESSAGES.quantity);

export const cartProductIdSchema = z
  .number({ error: CART_MESSAGES.productId })
  .int(CART_MESSAGES.productId)
  .positive(CART_MESSAGES.productId);

/** Cart session ids are random UUIDs issued by the cart service. */
export const cartSessionIdSchema = z.uuid({ error: CART_MESSAGES.sessionId });
