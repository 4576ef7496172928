import { ORDER_MESSAGES, addUkDays, listCeiling, ukDayStart } from '@shop/contracts';
import { NotFound, idSchema, parseInput, requireAdmin, requireUser, type AuthContext } from '@shop/kit';
import type { FilterQuery } from 'mongoose';
import { adminOrderFilterSchema, literalPattern, type AdminOrderFilter } from '../domain/admin-filter';
import type { OrdersModels } from '../models';
import type { Order } from '../models/order';

const MY_ORDERS = listCeiling('Query', 'myOrders');
const DEFAULT_PAGE_SIZE = 20;

export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  pageSize: number;
}

/** The order an admin named, or NOT_FOUND naming its id. */
export function foundOrder(id: number, order: Order | null): Order {
  if (!order) throw new NotFound(`Order ${id} not found`);
  return order;
}

/** The filter as a query: status, UK days from and to (both included), an order id or customer text. */
function orderQuery({ status, from, to, search }: AdminOrderFilter): FilterQuery<Order> {
  const query: FilterQuery<Order> = {};
  if (status) query.status = status;
  if (from || to) {
    query.createdAt = {
      ...(from ? { $gte: ukDayStart(from) } : {}),
      ...(to ? { $lt: ukDayStart(addUkDays(to, 1)) } : {}),
    };
  }
  if (search) {
    const pattern = literalPattern(search);
    const orderId = /^#?\d+$/.test(search) ? Number(search.replace('#', '')) : null;
    query.$or = [{ customerName: pattern }, { customerEmail: pattern }, ...(orderId !== null ? [{ id: orderId }] : [])];
  }
  return query;
}

/** The reads of orders: a customer's own, and the admin's filtered, paginated table. */
export function orderQueries({ Order }: OrdersModels) {
  return {
    /** The signed-in customer's orders, newest first. */
    myOrders: async (actor: AuthContext): Promise<Order[]> => {
      const user = requireUser(actor);
      return Order.find({ userId: user.id }).sort({ createdAt: -1, id: -1 }).limit(MY_ORDERS).lean<Order[]>();
    },

    /** One of the signed-in customer's own orders (what they alone may act on: paying it). */
    ownOrder: async (id: number, actor: AuthContext): Promise<Order> => {
      const user = requireUser(actor);
      const order = await Order.findOne({ id }).lean<Order>();
      if (!order || order.userId !== user.id) throw new NotFound(ORDER_MESSAGES.notFound);
      return order;
    },

    /** One order, for its owner or an admin. */
    order: async (rawId: unknown, actor: AuthContext): Promise<Order> => {
      const user = requireUser(actor);
      const id = parseInput(idSchema, rawId, 'id');
      const order = await Order.findOne({ id }).lean<Order>();
      // Someone else's order answers as if there were none: ids are not secrets, orders are.
      if (!order || (order.userId !== user.id && user.role !== 'admin')) throw new NotFound(ORDER_MESSAGES.notFound);
      return order;
    },

    adminOrders: async (rawFilter: unknown, actor: AuthContext): Promise<OrderPage> => {
      requireAdmin(actor);
      const filter = parseInput(adminOrderFilterSchema, rawFilter, 'filter') ?? {};
      const page = filter.page ?? 1;
      const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
      const query = orderQuery(filter);
      const [items, total] = await Promise.all([
        Order.find(query)
          .sort({ createdAt: -1, id: -1 })
          .skip((page - 1) * pageSize)
          .limit(pageSize)
          .lean<Order[]>(),
        Order.countDocuments(query),
      ]);
      return { items, total, page, pageSize };
    },

    adminOrder: async (rawId: unknown, actor: AuthContext): Promise<Order> => {
      requireAdmin(actor);
      const id = parseInput(idSchema, rawId, 'id');
      return foundOrder(id, await Order.findOne({ id }).lean<Order>());
    },
  };
}
