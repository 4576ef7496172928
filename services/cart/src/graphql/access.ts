import { CART_MESSAGES, cartSessionIdSchema } from '@shop/contracts';
import { NotFound } from '@shop/kit';
import type { Cart } from '../models/cart';
import type { CartContext } from './context';

export const basketNotFound = () => new NotFound('Basket not found');
export const lineNotFound = () => new NotFound(CART_MESSAGES.lineNotFound);

/** The basket session bound to the caller's browser, when it is a well-formed one. */
export function browserSession(ctx: CartContext): string | null {
  return cartSessionIdSchema.safeParse(ctx.cartSession).success ? ctx.cartSession : null;
}

/** A user's basket is theirs alone; a guest basket can be read by whoever holds its random id. */
export const mayRead = (cart: Pick<Cart, 'userId'>, ctx: CartContext): boolean =>
  cart.userId === null || cart.userId === ctx.user?.id;

/**
 * Changes need more than the id: a guest basket only through the browser it is bound to, a
 * user's only by that user. The spec's PATCH and DELETE carry just a line id, so without this
 * anyone could change anyone's basket by counting ids.
 */
export const mayChange = (cart: Pick<Cart, 'userId' | 'sessionId'>, ctx: CartContext): boolean =>
  cart.userId === null ? cart.sessionId === browserSession(ctx) : cart.userId === ctx.user?.id;
