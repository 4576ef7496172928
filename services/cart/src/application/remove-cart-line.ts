import { idSchema, parseInput } from '@shop/kit';
import type { Shopper } from '../domain/access';
import { removeLine } from '../domain/lines';
import type { CartStore } from '../models/cart-store';
import { basketChanges } from './basket-changes';

/** Takes a line out of its basket; only through the line's own basket. */
export function removeCartLine(carts: CartStore) {
  const { changeLine } = basketChanges(carts);

  return async (request: { id: unknown }, shopper: Shopper): Promise<void> => {
    const id = parseInput(idSchema, request.id, 'id');
    await changeLine(id, shopper, async (cart) => ({ items: removeLine(cart.items, id) }));
  };
}
