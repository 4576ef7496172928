import { CART_SESSION_HEADER, SET_CART_SESSION_HEADER } from '@shop/contracts';
import type { ContextExtension, SubgraphContext } from '@shop/kit';

/** What the cart's resolvers know besides the caller: the basket session the browser holds. */
export interface CartContext extends SubgraphContext {
  /** The basket session bound to the caller's browser, if any. */
  cartSession: string | null;
  /** Asks the gateway to bind this basket session to the caller's browser. */
  setCartSession: (sessionId: string) => void;
}

export const cartContext: ContextExtension<Omit<CartContext, keyof SubgraphContext>> = ({ forwarded, setHeader }) => ({
  cartSession: forwarded.header(CART_SESSION_HEADER),
  setCartSession: (sessionId) => setHeader(SET_CART_SESSION_HEADER, sessionId),
});
