import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, formatGBP, formatPence, listCeiling, orderPayloadSchema, toPence } from '@shop/contracts';
import {
  Conflict,
  NotFound,
  idSchema,
  isDuplicateKeyError,
  nextId,
  parseInput,
  requireUser,
  type SubgraphContext,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { priceOrder } from '../domain/pricing';
import { orderPlaced } from '../events/published';
import type { OrdersModels } from '../models';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import { toOrderDto } from './dto';

const MY_ORDERS = listCeiling('Query', 'myOrders');

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200, 'Idempotency-Key must be at most 200 characters')
  .nullish();

/** Checkout and the customer's own orders. */
export function customerOrderResolvers(
  connection: Connection,
  { Order, ProductView }: OrdersModels,
  orders: OrderStore,
) {
  const byKey = (key: string) => Order.findOne({ idempotencyKey: key }).lean<Order>();

  return {
    Query: {
      myOrders: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        const user = requireUser(ctx);
        return (
          await Order.find({ userId: user.id }).sort({ createdAt: -1, id: -1 }).limit(MY_ORDERS).lean<Order[]>()
        ).map(toOrderDto);
      },
      order: async (_: unknown, args: { id: unknown }, ctx: SubgraphContext) => {
        const user = requireUser(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const order = await Order.findOne({ id }).lean<Order>();
        // Someone else's order answers as if there were none: ids are not secrets, orders are.
        if (!order || (order.userId !== user.id && user.role !== 'admin')) throw new NotFound(ORDER_MESSAGES.notFound);
        return toOrderDto(order);
      },
    },
    Mutation: {
      placeOrder: async (_: unknown, args: { input: unknown; idempotencyKey?: unknown }, ctx: SubgraphContext) => {
        const user = requireUser(ctx);
        const payload = parseInput(orderPayloadSchema, args.input);
        const key = `${user.id}:${parseInput(idempotencyKeySchema, args.idempotencyKey, 'idempotencyKey') ?? randomUUID()}`;
        const ids = [...new Set(payload.items.map((item) => item.productId))];
        // Both reads at once: a checkout is a chain of round trips, and these two need nothing of each other.
        const [first, views] = await Promise.all([byKey(key), ProductView.find({ id: { $in: ids } }).lean()]);
        if (first) return toOrderDto(first);
        const products = new Map(views.map((p) => [p.id, p]));
        const { lines, price } = priceOrder(payload.items, products);
        if (toPence(payload.total) !== price.totalPence) {
          throw new Conflict(
            `Prices have changed since you loaded your basket: the order total is now ${formatPence(price.totalPence)}, not ${formatGBP(payload.total)}. Please review your basket and try again.`,
            'total',
          );
        }

        const [id, firstItemId] = await Promise.all([
          nextId(connection, 'orders'),
          nextId(connection, 'order_items', lines.length),
        ]);
        const now = new Date();
        try {
          const order = await orders.create(
            {
              id,
              userId: user.id,
              status: 'pending',
              items: lines.map((line, i) => ({ ...line, id: firstItemId + i, createdAt: now })),
              subtotalPence: price.subtotalPence,
              shippingPence: price.shippingPence,
              vatPence: price.vatPence,
              totalPence: price.totalPence,
              shippingAddress: payload.shippingAddress,
              shippingCity: payload.shippingCity,
              shippingState: payload.shippingState,
              shippingPostalCode: payload.shippingPostalCode,
              shippingCountry: payload.shippingCountry,
              paymentMethod: payload.paymentMethod,
              paymentId: payload.paymentId,
              notes: payload.notes,
              customerName: payload.customerName ?? user.username,
              customerEmail: payload.customerEmail,
              customerPhone: payload.customerPhone,
              cancellationReason: null,
              idempotencyKey: key,
            },
            orderPlaced,
          );
          return toOrderDto(order);
        } catch (err) {
          // The same checkout retried at the same moment: the first one placed stands.
          if (!isDuplicateKeyError(err)) throw err;
          const placed = await byKey(key);
          if (!placed) throw err;
          return toOrderDto(placed);
        }
      },
    },
  };
}
