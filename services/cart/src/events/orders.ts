import type { EventHandlers } from '@shop/kit';
import { removeOrderedLines } from '../application/remove-ordered-lines';
import type { CartModels } from '../models';
import type { CartStore } from '../models/cart-store';

/** A placed order takes what it bought out of its customer's baskets. */
export function orderHandlers(models: CartModels, carts: CartStore): EventHandlers {
  const removeOrdered = removeOrderedLines(models, carts);
  return {
    OrderPlaced: (order, _event, { key }) => removeOrdered(order, key),
  };
}
