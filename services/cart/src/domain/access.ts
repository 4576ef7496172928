import { CART_MESSAGES, cartSessionIdSchema } from '@shop/contracts';
import { NotFound, type AuthContext } from '@shop/kit';
import type { Cart } from '../models/cart';

/** The caller as a basket sees them: who is signed in, and the basket session their browser holds. */
export interface Shopper extends AuthContext {
  cartSession: string | null;
}

export const basketNotFound = () => new NotFound('Basket not found');
export const lineNotFound = () => new NotFound(CART_MESSAGES.lineNotFound);

/** The basket session bound to the shopper's browser, when it is a well-formed one. */
export function browserSession({ cartSession }: Shopper): string | null {
  return cartSessionIdSchema.safeParse(cartSession).success ? cartSession : null;
}

/** A user's basket is theirs alone; a guest basket can be read by whoever holds its random id. */
export const mayRead = (cart: Pick<Cart, 'userId'>, shopper: Shopper): boolean =>
  cart.userId === null || cart.userId === shopper.user?.id;

/**
 * Changes need more than the id: a guest basket only through the browser it is bound to, a
 * user's only by that user. The spec's PATCH and DELETE carry just a line id, so without this
 * anyone could change anyone's basket by counting ids.
 */
export const mayChange = (cart: Pick<Cart, 'userId' | 'sessionId'>, shopper: Shopper): boolean =>
  cart.userId === null ? cart.sessionId === browserSession(shopper) : cart.userId === shopper.user?.id;

/** A session without a basket yet is only used from the browser it is bound to. */
export function requireOwnSession(sessionId: string, shopper: Shopper): void {
  if (sessionId !== browserSession(shopper)) throw basketNotFound();
}
