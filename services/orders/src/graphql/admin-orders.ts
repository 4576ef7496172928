import { changeOrderStatus } from '../application/change-order-status';
import { orderQueries } from '../application/order-queries';
import { recordBankTransfer } from '../application/record-bank-transfer';
import { recordTransferRefund } from '../application/record-transfer-refund';
import type { OrdersModels } from '../models';
import type { OrderStore } from '../models/order-store';
import type { Resolvers } from './__generated__/resolvers';
import { toOrderDto, toOrderPageDto } from './dto';

/**
 * The admin's order management: a filtered, paginated table, one order, status changes, bank transfers received and
 * refunds sent back by bank transfer.
 */
export function adminOrderResolvers(
  models: OrdersModels,
  orders: OrderStore,
  askRefunds: Parameters<typeof changeOrderStatus>[1],
): Required<Pick<Resolvers, 'Query' | 'Mutation'>> {
  const queries = orderQueries(models);
  const changeStatus = changeOrderStatus(orders, askRefunds);
  const recordTransfer = recordBankTransfer(orders);
  const recordRefund = recordTransferRefund(orders);

  return {
    Query: {
      adminOrders: async (_, args, ctx) => toOrderPageDto(await queries.adminOrders(args.filter, { user: ctx.user })),
      adminOrder: async (_, args, ctx) => toOrderDto(await queries.adminOrder(args.id, { user: ctx.user })),
    },
    Mutation: {
      updateOrderStatus: async (_, args, ctx) => toOrderDto(await changeStatus(args, { user: ctx.user })),
      recordBankTransfer: async (_, args, ctx) => toOrderDto(await recordTransfer(args, { user: ctx.user })),
      recordTransferRefund: async (_, args, ctx) => toOrderDto(await recordRefund(args, { user: ctx.user })),
    },
  };
}
