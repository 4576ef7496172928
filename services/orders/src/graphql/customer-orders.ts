import type { Connection } from 'mongoose';
import type { PaymentOptions } from '@shop/contracts';
import { orderQueries } from '../application/order-queries';
import type { payOrder } from '../application/pay-order';
import { placeOrder } from '../application/place-order';
import type { OrdersModels } from '../models';
import type { OrderStore } from '../models/order-store';
import type { Resolvers } from './__generated__/resolvers';
import { toOrderDto } from './dto';

/** Checkout, paying, and the customer's own orders. */
export function customerOrderResolvers(
  connection: Connection,
  models: OrdersModels,
  orders: OrderStore,
  pay: ReturnType<typeof payOrder>,
  paymentOptions: () => Promise<PaymentOptions>,
): Required<Pick<Resolvers, 'Query' | 'Mutation'>> {
  const queries = orderQueries(models);
  const place = placeOrder(connection, models, orders, paymentOptions);

  return {
    Query: {
      myOrders: async (_, __, ctx) => (await queries.myOrders({ user: ctx.user })).map(toOrderDto),
      order: async (_, args, ctx) => toOrderDto(await queries.order(args.id, { user: ctx.user })),
    },
    Mutation: {
      placeOrder: async (_, args, ctx) => toOrderDto(await place(args, { user: ctx.user })),
      payOrder: async (_, args, ctx) => pay(args.id, { user: ctx.user }),
    },
  };
}
