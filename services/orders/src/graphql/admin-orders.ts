import { adminNextStatuses, holdsStock, orderStatusSchema } from '@shop/contracts';
import { Conflict, NotFound, idSchema, parseInput, requireAdmin, type SubgraphContext } from '@shop/kit';
import type { FilterQuery } from 'mongoose';
import {
  adminOrderFilterSchema,
  literalPattern,
  londonDayStart,
  nextDay,
  type AdminOrderFilter,
} from '../domain/admin-filter';
import { CANCELLED_BY_SHOP } from '../domain/cancellation';
import { statusChanged, stockReleased } from '../events/published';
import type { OrdersModels } from '../models';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import { toOrderDto } from './dto';

const DEFAULT_PAGE_SIZE = 20;

/** The filter as a query: status, UK days from and to (both included), an order id or customer text. */
function orderQuery({ status, from, to, search }: AdminOrderFilter): FilterQuery<Order> {
  const query: FilterQuery<Order> = {};
  if (status) query.status = status;
  if (from || to) {
    query.createdAt = {
      ...(from ? { $gte: londonDayStart(from) } : {}),
      ...(to ? { $lt: londonDayStart(nextDay(to)) } : {}),
    };
  }
  if (search) {
    const pattern = literalPattern(search);
    const orderId = /^#?\d+$/.test(search) ? Number(search.replace('#', '')) : null;
    query.$or = [{ customerName: pattern }, { customerEmail: pattern }, ...(orderId !== null ? [{ id: orderId }] : [])];
  }
  return query;
}

/** The admin's order management: a filtered, paginated table, one order, and status changes. */
export function adminOrderResolvers({ Order }: OrdersModels, orders: OrderStore) {
  const found = (id: number) => (order: Order | null) => {
    if (!order) throw new NotFound(`Order ${id} not found`);
    return order;
  };

  return {
    Query: {
      adminOrders: async (_: unknown, args: { filter?: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const filter = parseInput(adminOrderFilterSchema, args.filter, 'filter') ?? {};
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
        return { items: items.map(toOrderDto), total, page, pageSize };
      },
      adminOrder: async (_: unknown, args: { id: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        return toOrderDto(found(id)(await Order.findOne({ id }).lean<Order>()));
      },
    },
    Mutation: {
      updateOrderStatus: async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const to = parseInput(orderStatusSchema, args.status, 'status');
        const expectedVersion =
          args.expectedVersion == null ? undefined : parseInput(idSchema, args.expectedVersion, 'expectedVersion');
        const saved = await orders.update(
          { id },
          (order) => {
            const allowed = adminNextStatuses(order.status);
            if (!allowed.includes(to)) {
              const next = allowed.length ? `it can move to: ${allowed.join(', ')}` : 'it cannot change any more';
              throw new Conflict(`Order ${id} is ${order.status}, so it cannot become ${to}; ${next}`, 'status');
            }
            return { status: to, ...(to === 'cancelled' ? { cancellationReason: CANCELLED_BY_SHOP } : {}) };
          },
          (savedOrder, before) => [
            statusChanged(savedOrder, before),
            ...(savedOrder.status === 'cancelled' && holdsStock(before.status) ? [stockReleased(savedOrder)] : []),
          ],
          { expectedVersion },
        );
        return toOrderDto(found(id)(saved));
      },
    },
  };
}
