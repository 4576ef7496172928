import { bindCartSession } from '../application/bind-cart-session';
import type { CartModels } from '../models';
import type { CartStore } from '../models/cart-store';
import type { Resolvers } from './__generated__/resolvers';
import { shopperOf } from './shopper';

/** GET /api/cart/session: the caller's basket session, bound to their browser by the gateway's cookie. */
export function sessionResolvers(models: CartModels, carts: CartStore): Required<Pick<Resolvers, 'Mutation'>> {
  const bindSession = bindCartSession(models, carts);

  return {
    Mutation: {
      cartSession: async (_, __, ctx) => {
        const sessionId = await bindSession(shopperOf(ctx));
        if (sessionId !== ctx.cartSession) ctx.setCartSession(sessionId);
        return { sessionId };
      },
    },
  };
}
