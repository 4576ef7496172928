import { mergeLines } from '../domain/lines';
import type { CartModels } from '../models';
import type { Cart } from '../models/cart';
import { noEvents, type CartStore } from '../models/cart-store';

/** Folds a guest basket into the user's once (the guest session is remembered), then drops it. */
export function mergeGuestBasket({ Cart, ProductView }: CartModels, { store }: CartStore) {
  return async (from: string, into: string): Promise<void> => {
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
  };
}
