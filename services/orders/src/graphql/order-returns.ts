import type { ReturnRules } from '@shop/contracts';
import { approveReturn } from '../application/approve-return';
import { declineReturn } from '../application/decline-return';
import { receiveReturn } from '../application/receive-return';
import { requestReturn } from '../application/request-return';
import { returnQueries, type ListedReturn } from '../application/return-queries';
import { returnsCloseOn } from '../domain/order-return';
import type { OrdersModels } from '../models';
import type { Order } from '../models/order';
import type { OrderStore } from '../models/order-store';
import type { Resolvers } from './__generated__/resolvers';
import { toReturnDto } from './return-dto';

/**
 * Returns: the customer's request, the admin's list and its steps, and the day an order's returns close. The rules are
 * the order settings, read afresh by each step and once per request for the closing days of a list of orders.
 */
export function orderReturnResolvers(
  models: OrdersModels,
  orders: OrderStore,
  returnRules: () => Promise<ReturnRules>,
  askRefunds: (order: Order) => Promise<void>,
): Required<Pick<Resolvers, 'Query' | 'Mutation' | 'Order'>> {
  const clock = () => new Date();
  const queries = returnQueries(models);
  const request = requestReturn(orders, returnRules, clock);
  const approve = approveReturn(orders, returnRules, clock);
  const decline = declineReturn(orders, clock);
  const receive = receiveReturn(orders, returnRules, askRefunds, clock);
  const rulesOfRequest = new WeakMap<object, Promise<ReturnRules>>();
  const rulesFor = (ctx: object) => {
    let rules = rulesOfRequest.get(ctx);
    if (!rules) rulesOfRequest.set(ctx, (rules = returnRules()));
    return rules;
  };
  const dto = ({ order, ret }: ListedReturn) => toReturnDto(order, ret);

  return {
    Query: {
      adminReturns: async (_, args, ctx) => (await queries.adminReturns(args, { user: ctx.user })).map(dto),
    },
    Mutation: {
      requestReturn: async (_, { orderId, ...input }, ctx) => dto(await request(orderId, input, { user: ctx.user })),
      approveReturn: async (_, args, ctx) => dto(await approve(args.id, { user: ctx.user })),
      declineReturn: async (_, { id, ...input }, ctx) => dto(await decline(id, input, { user: ctx.user })),
      receiveReturn: async (_, { id, ...input }, ctx) => dto(await receive(id, input, { user: ctx.user })),
    },
    Order: {
      returnsCloseOn: async (order, _, ctx) =>
        order.deliveredOn ? returnsCloseOn(order.deliveredOn, (await rulesFor(ctx)).returnWindowDays) : null,
    },
  };
}
