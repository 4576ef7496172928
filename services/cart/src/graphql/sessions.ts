import { randomUUID } from 'node:crypto';
import { mergeLines } from '../domain/lines';
import { chooseSession } from '../domain/session';
import type { CartModels } from '../models';
import type { Cart } from '../models/cart';
import { noEvents, type CartStore } from '../models/cart-store';
import { browserSession } from './access';
import type { CartContext } from './context';

/** GET /api/cart/session: the caller's basket session, bound to their browser by the gateway's cookie. */
export function sessionResolvers({ Cart, ProductView }: CartModels, { store }: CartStore) {
  /** Folds a guest basket into the user's once (the guest session is remembered), then drops it. */
  async function merge(from: string, into: string): Promise<void> {
    const guest = await Cart.findOne({ sessionId: from, userId: null }).lean<Cart>();
    if (guest && guest.items.length > 0) {
      const products = await ProductView.find({ id: { $in: guest.items.map((l) => l.productId) } }).lean();
      const stock = new Map(products.map((p) => [p.id, p.deleted ? 0 : p.stock]));
      await store.update(
        { sessionId: into },
        (cart) =>
          cart.mergedFrom.includes(from)
            ? null
            : {
                items: mergeLines(cart.items, guest.items, (id) => stock.get(id) ?? null),
                mergedFrom: [...cart.mergedFrom, from],
              },
        noEvents,
      );
    }
    await Cart.deleteOne({ sessionId: from, userId: null });
  }

  return {
    Mutation: {
      cartSession: async (_: unknown, __: unknown, ctx: CartContext) => {
        const browser = browserSession(ctx);
        const browserCart = browser ? await Cart.findOne({ sessionId: browser }, { userId: 1 }).lean() : null;
        const userId = ctx.user?.id ?? null;
        const userCart =
          userId === null ? null : await Cart.findOne({ userId }, { sessionId: 1 }).sort({ updatedAt: -1 }).lean();
        const choice = chooseSession({
          browserSession: browser,
          browserOwner: browserCart ? browserCart.userId : undefined,
          userId,
          userSession: userCart?.sessionId ?? null,
        });
        let sessionId: string;
        switch (choice.kind) {
          case 'keep':
            sessionId = choice.sessionId;
            break;
          case 'new':
            sessionId = randomUUID();
            break;
          case 'link':
            sessionId = choice.sessionId;
            await store.update({ sessionId, userId: null }, () => ({ userId }), noEvents);
            break;
          case 'merge':
            sessionId = choice.into;
            await merge(choice.from, choice.into);
            break;
        }
        if (sessionId !== ctx.cartSession) ctx.setCartSession(sessionId);
        return { sessionId };
      },
    },
  };
}
