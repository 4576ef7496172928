import { cartProductIdSchema, cartQuantitySchema, cartSessionIdSchema } from '@shop/contracts';
import { nextId, parseInput } from '@shop/kit';
import type { Connection } from 'mongoose';
import { requireOwnSession, type Shopper } from '../domain/access';
import { checkRoomForLine, checkSellable, quantityAfterAdding, raiseLine } from '../domain/lines';
import type { CartModels } from '../models';
import type { Cart, CartLine } from '../models/cart';
import type { CartStore } from '../models/cart-store';
import { basketChanges, lineOf } from './basket-changes';

export interface AddToCartRequest {
  sessionId: unknown;
  productId: unknown;
  quantity: unknown;
}

/**
 * Adds a product to a session's basket, or raises the line already holding it, within the stock
 * the catalog last told of; the session's first line starts its basket. Answers the product's line.
 */
export function addToCart(connection: Connection, { ProductView }: CartModels, carts: CartStore) {
  const { changeBasket } = basketChanges(carts);

  return async (request: AddToCartRequest, shopper: Shopper): Promise<CartLine> => {
    const sessionId = parseInput(cartSessionIdSchema, request.sessionId, 'sessionId');
    const productId = parseInput(cartProductIdSchema, request.productId, 'productId');
    const quantity = parseInput(cartQuantitySchema, request.quantity, 'quantity');
    const sold = await ProductView.findOne({ id: productId }).lean();
    const add = async (cart: Cart) => {
      checkSellable(sold, productId, quantityAfterAdding(cart.items, productId, quantity));
      if (cart.items.some((line) => line.productId === productId)) {
        return { items: raiseLine(cart.items, productId, quantity) };
      }
      checkRoomForLine(cart.items);
      const line = { id: await nextId(connection, 'cart_items'), productId, quantity, createdAt: new Date() };
      return { items: [...cart.items, line] };
    };
    let saved = await changeBasket(sessionId, shopper, add);
    if (!saved) {
      requireOwnSession(sessionId, shopper);
      await carts.start(sessionId, shopper.user?.id ?? null);
      saved = await changeBasket(sessionId, shopper, add);
    }
    return lineOf(saved, (line) => line.productId === productId);
  };
}
