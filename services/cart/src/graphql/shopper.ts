import type { SubgraphContext } from '@shop/kit';
import type { Shopper } from '../domain/access';

/** The caller as the basket use cases take them: the user and the basket session the gateway forwarded. */
export const shopperOf = (ctx: SubgraphContext): Shopper => ({ user: ctx.user, cartSession: ctx.cartSession });
