import { cartProductIdSchema, cartQuantitySchema, cartSessionIdSchema } from '@shop/contracts';
import { idSchema, nextId, parseInput } from '@shop/kit';
import type { Connection } from 'mongoose';
import {
  checkRoomForLine,
  checkSellable,
  quantityAfterAdding,
  raiseLine,
  removeLine,
  setLineQuantity,
} from '../domain/lines';
import type { CartModels } from '../models';
import type { Cart, CartLine } from '../models/cart';
import { noEvents, type CartStore } from '../models/cart-store';
import { basketNotFound, browserSession, lineNotFound, mayChange, mayRead } from './access';
import { toCartDto, toCartItemDto } from './dto';
import type { CartContext } from './context';

export function cartResolvers(connection: Connection, { Cart, ProductView }: CartModels, carts: CartStore) {
  const { store } = carts;
  const product = (id: number) => ProductView.findOne({ id }).lean();

  /** Changes a session's basket if the caller may; null when the session has no basket yet. */
  const changeBasket = (sessionId: string, ctx: CartContext, change: (cart: Cart) => Promise<Partial<Cart>>) =>
    store.update(
      { sessionId },
      (cart) => {
        if (!mayChange(cart, ctx)) throw basketNotFound();
        return change(cart);
      },
      noEvents,
    );

  /** A session without a basket yet is only used from the browser it is bound to. */
  const requireOwnSession = (sessionId: string, ctx: CartContext) => {
    if (sessionId !== browserSession(ctx)) throw basketNotFound();
  };

  /**
   * Changes the basket holding a line, found by the line in the same read the change starts from;
   * a basket the caller may not change answers as if the line were not there.
   */
  async function changeLine(lineId: number, ctx: CartContext, change: (cart: Cart) => Promise<Partial<Cart>>) {
    const saved = await store.update(
      { 'items.id': lineId },
      (cart) => {
        if (!mayChange(cart, ctx)) throw lineNotFound();
        return change(cart);
      },
      noEvents,
    );
    if (!saved) throw lineNotFound();
    return saved;
  }

  const lineOf = (cart: Cart | null, find: (line: CartLine) => boolean) => {
    const line = cart?.items.find(find);
    if (!line) throw lineNotFound();
    return toCartItemDto(line);
  };

  return {
    Query: {
      cart: async (_: unknown, args: { sessionId: unknown }, ctx: CartContext) => {
        const sessionId = parseInput(cartSessionIdSchema, args.sessionId, 'sessionId');
        const cart = await Cart.findOne({ sessionId }).lean<Cart>();
        if (cart && !mayRead(cart, ctx)) throw basketNotFound();
        return toCartDto(sessionId, cart?.items ?? []);
      },
    },
    Mutation: {
      addToCart: async (_: unknown, args: Record<string, unknown>, ctx: CartContext) => {
        const sessionId = parseInput(cartSessionIdSchema, args.sessionId, 'sessionId');
        const productId = parseInput(cartProductIdSchema, args.productId, 'productId');
        const quantity = parseInput(cartQuantitySchema, args.quantity, 'quantity');
        const sold = await product(productId);
        const add = async (cart: Cart) => {
          checkSellable(sold, productId, quantityAfterAdding(cart.items, productId, quantity));
          if (cart.items.some((line) => line.productId === productId)) {
            return { items: raiseLine(cart.items, productId, quantity) };
          }
          checkRoomForLine(cart.items);
          const line = { id: await nextId(connection, 'cart_items'), productId, quantity, createdAt: new Date() };
          return { items: [...cart.items, line] };
        };
        let saved = await changeBasket(sessionId, ctx, add);
        if (!saved) {
          requireOwnSession(sessionId, ctx);
          await carts.start(sessionId, ctx.user?.id ?? null);
          saved = await changeBasket(sessionId, ctx, add);
        }
        return lineOf(saved, (line) => line.productId === productId);
      },
      updateCartItem: async (_: unknown, args: Record<string, unknown>, ctx: CartContext) => {
        const id = parseInput(idSchema, args.id, 'id');
        const quantity = parseInput(cartQuantitySchema, args.quantity, 'quantity');
        const saved = await changeLine(id, ctx, async (cart) => {
          const line = cart.items.find((l) => l.id === id)!;
          checkSellable(await product(line.productId), line.productId, quantity);
          return { items: setLineQuantity(cart.items, id, quantity) };
        });
        return lineOf(saved, (line) => line.id === id);
      },
      removeCartItem: async (_: unknown, args: Record<string, unknown>, ctx: CartContext) => {
        const id = parseInput(idSchema, args.id, 'id');
        await changeLine(id, ctx, async (cart) => ({ items: removeLine(cart.items, id) }));
        return true;
      },
      clearCart: async (_: unknown, args: { sessionId: unknown }, ctx: CartContext) => {
        const sessionId = parseInput(cartSessionIdSchema, args.sessionId, 'sessionId');
        const cleared = await changeBasket(sessionId, ctx, async () => ({ items: [] }));
        if (!cleared) requireOwnSession(sessionId, ctx);
        return true;
      },
    },
  };
}
