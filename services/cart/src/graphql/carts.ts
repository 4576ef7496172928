import type { Connection } from 'mongoose';
import { addToCart } from '../application/add-to-cart';
import { cartQueries } from '../application/cart-queries';
import { clearCart } from '../application/clear-cart';
import { removeCartLine } from '../application/remove-cart-line';
import { updateCartLine } from '../application/update-cart-line';
import type { CartModels } from '../models';
import type { CartStore } from '../models/cart-store';
import type { Resolvers } from './__generated__/resolvers';
import { toCartDto, toCartItemDto } from './dto';
import { shopperOf } from './shopper';

/** A session's basket and its lines. */
export function cartResolvers(
  connection: Connection,
  models: CartModels,
  carts: CartStore,
): Required<Pick<Resolvers, 'Query' | 'Mutation'>> {
  const queries = cartQueries(models);
  const add = addToCart(connection, models, carts);
  const updateLine = updateCartLine(models, carts);
  const removeLine = removeCartLine(carts);
  const clear = clearCart(carts);

  return {
    Query: {
      cart: async (_, args, ctx) => toCartDto(await queries.cart(args.sessionId, shopperOf(ctx))),
    },
    Mutation: {
      addToCart: async (_, args, ctx) => toCartItemDto(await add(args, shopperOf(ctx))),
      updateCartItem: async (_, args, ctx) => toCartItemDto(await updateLine(args, shopperOf(ctx))),
      removeCartItem: async (_, args, ctx) => {
        await removeLine(args, shopperOf(ctx));
        return true;
      },
      clearCart: async (_, args, ctx) => {
        await clear(args, shopperOf(ctx));
        return true;
      },
    },
  };
}
