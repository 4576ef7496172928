import { RETURN_STATUSES, listCeiling } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { z } from 'zod';
import type { OrdersModels } from '../models';
import type { Order } from '../models/order';
import type { OrderReturn } from '../models/order-return';

/** The most returns the admin's list shows: the open ones are few, and decided ones drop off the oldest first. */
const RETURNS_LISTED = listCeiling('Query', 'adminReturns');

const returnFilterSchema = z
  .object({ status: z.enum(RETURN_STATUSES, { error: `must be one of: ${RETURN_STATUSES.join(', ')}` }).nullish() })
  .nullish();

/** A return with the order it belongs to. */
export interface ListedReturn {
  order: Order;
  ret: OrderReturn;
}

/** The admin's list of returns, newest request first, by status when asked. */
export function returnQueries({ Order }: OrdersModels) {
  return {
    adminReturns: async (rawFilter: unknown, actor: AuthContext): Promise<ListedReturn[]> => {
      requireAdmin(actor);
      const status = parseInput(returnFilterSchema, rawFilter, 'filter')?.status ?? null;
      const orders = await Order.find(status ? { 'returns.status': status } : { 'returns.0': { $exists: true } })
        .sort({ updatedAt: -1 })
        .limit(RETURNS_LISTED)
        .lean<Order[]>();
      return orders
        .flatMap((order) => order.returns.map((ret) => ({ order, ret })))
        .filter(({ ret }) => !status || ret.status === status)
        .sort((a, b) => b.ret.requestedAt.getTime() - a.ret.requestedAt.getTime())
        .slice(0, RETURNS_LISTED);
    },
  };
}
