import { type EventData } from '@shop/contracts';
import { markApplied } from '@shop/kit';
import { withoutProducts } from '../domain/lines';
import type { CartModels } from '../models';
import type { Cart } from '../models/cart';
import { noEvents, type CartStore } from '../models/cart-store';

/** A placed order as a basket sees it: what it bought, and the consumer's key for its event. */
export interface PlacedOrder {
  order: EventData<'OrderPlaced'>;
  key: string;
}

/**
 * The change that takes these orders' lines out of a basket, each order once: its key is recorded in the same
 * versioned write, so a redelivery leaves alone lines the shopper has added again since.
 */
const removing = (orders: PlacedOrder[]) => (cart: Cart) => {
  // Baskets saved before markers existed have none.
  const applied = cart.appliedOps ?? [];
  const due = orders.filter(({ key }) => !applied.some((op) => op.key === key));
  if (due.length === 0) return null;
  const bought = new Set(due.flatMap(({ order }) => order.lines.map((line) => line.productId)));
  return {
    items: withoutProducts(cart.items, bought),
    appliedOps: [...applied, ...due.map(({ key }) => markApplied(key).appliedOps)],
  };
};

/**
 * A placed order empties what it bought from its customer's baskets, so a basket is not left full when the browser
 * never got to clear it.
 */
export function removeOrderedLines({ Cart }: CartModels, { store }: CartStore) {
  return async (placed: PlacedOrder): Promise<void> => {
    if (placed.order.userId === null) return;
    const baskets = await Cart.find({ userId: placed.order.userId }, { sessionId: 1 }).lean();
    for (const { sessionId } of baskets) await store.update({ sessionId }, removing([placed]), noEvents);
  };
}

/**
 * `removeOrderedLines` for a slice's orders together: their buyers' baskets found with one read and emptied with one
 * write. Throws when a basket moved on meanwhile, so the consumer hands the orders to `removeOrderedLines` one by
 * one; what was written already is marked and stays as it is.
 */
export function removeOrderedLinesOfAll({ store }: CartStore) {
  return async (placed: PlacedOrder[]): Promise<void> => {
    const byBuyer = new Map<number, PlacedOrder[]>();
    for (const one of placed) {
      if (one.order.userId === null) continue;
      byBuyer.set(one.order.userId, [...(byBuyer.get(one.order.userId) ?? []), one]);
    }
    if (byBuyer.size === 0) return;
    const landed = await store.updateAll(
      { userId: { $in: [...byBuyer.keys()] } },
      (cart) => removing(byBuyer.get(cart.userId!) ?? [])(cart),
      noEvents,
    );
    if (!landed) throw new Error('A basket changed while its orders were taken out of it');
  };
}
