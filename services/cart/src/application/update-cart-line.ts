import { cartQuantitySchema } from '@shop/contracts';
import { idSchema, parseInput } from '@shop/kit';
import type { Shopper } from '../domain/access';
import { checkSellable, setLineQuantity } from '../domain/lines';
import type { CartModels } from '../models';
import type { CartLine } from '../models/cart';
import type { CartStore } from '../models/cart-store';
import { basketChanges, lineOf } from './basket-changes';

/** Sets a line's quantity, within the stock the catalog last told of; only through the line's own basket. */
export function updateCartLine({ ProductView }: CartModels, carts: CartStore) {
  const { changeLine } = basketChanges(carts);

  return async (request: { id: unknown; quantity: unknown }, shopper: Shopper): Promise<CartLine> => {
    const id = parseInput(idSchema, request.id, 'id');
    const quantity = parseInput(cartQuantitySchema, request.quantity, 'quantity');
    const saved = await changeLine(id, shopper, async (cart) => {
      const line = cart.items.find((l) => l.id === id)!;
      checkSellable(await ProductView.findOne({ id: line.productId }).lean(), line.productId, quantity);
      return { items: setLineQuantity(cart.items, id, quantity) };
    });
    return lineOf(saved, (line) => line.id === id);
  };
}
