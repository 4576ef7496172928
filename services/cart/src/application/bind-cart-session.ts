import { randomUUID } from 'node:crypto';
import { browserSession, type Shopper } from '../domain/access';
import { chooseSession } from '../domain/session';
import type { CartModels } from '../models';
import { noEvents, type CartStore } from '../models/cart-store';
import { mergeGuestBasket } from './merge-guest-basket';

/**
 * The shopper's basket session (GET /api/cart/session): the one their browser holds, the signed-in
 * user's, or a new random one. On sign-in a guest basket becomes the user's, or is merged into theirs.
 */
export function bindCartSession(models: CartModels, carts: CartStore) {
  const { Cart } = models;
  const merge = mergeGuestBasket(models, carts);

  return async (shopper: Shopper): Promise<string> => {
    const browser = browserSession(shopper);
    const browserCart = browser ? await Cart.findOne({ sessionId: browser }, { userId: 1 }).lean() : null;
    const userId = shopper.user?.id ?? null;
    const userCart =
      userId === null ? null : await Cart.findOne({ userId }, { sessionId: 1 }).sort({ updatedAt: -1 }).lean();
    const choice = chooseSession({
      browserSession: browser,
      browserOwner: browserCart ? browserCart.userId : undefined,
      userId,
      userSession: userCart?.sessionId ?? null,
    });
    switch (choice.kind) {
      case 'keep':
        return choice.sessionId;
      case 'new':
        return randomUUID();
      case 'link':
        await carts.store.update({ sessionId: choice.sessionId, userId: null }, () => ({ userId }), noEvents);
        return choice.sessionId;
      case 'merge':
        await merge(choice.from, choice.into);
        return choice.into;
    }
  };
}
