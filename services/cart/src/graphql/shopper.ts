import type { Shopper } from '../domain/access';
import type { CartContext } from './context';

/** The caller as the basket use cases take them: the user and the basket session the gateway forwarded. */
export const shopperOf = (ctx: CartContext): Shopper => ({ user: ctx.user, cartSession: ctx.cartSession });
