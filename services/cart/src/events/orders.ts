import type { BatchHandlers, EventHandlers } from '@shop/kit';
import { removeOrderedLines, removeOrderedLinesOfAll } from '../application/remove-ordered-lines';
import type { CartModels } from '../models';
import type { CartStore } from '../models/cart-store';

/** A placed order takes what it bought out of its customer's baskets. */
export function orderHandlers(models: CartModels, carts: CartStore): EventHandlers {
  const removeOrdered = removeOrderedLines(models, carts);
  return {
    OrderPlaced: (order, _event, { key }) => removeOrdered({ order, key }),
  };
}

/** A slice's placed orders taken out of their buyers' baskets together (see removeOrderedLinesOfAll). */
export function orderBatchHandlers(carts: CartStore): BatchHandlers {
  const removeAll = removeOrderedLinesOfAll(carts);
  return {
    OrderPlaced: (items) => removeAll(items.map(({ data, ctx }) => ({ order: data, key: ctx.key }))),
  };
}
