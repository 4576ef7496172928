import { join } from 'node:path';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
import { sweepPendingOrders } from './application/sweep-pending-orders';
import { readOrdersConfig, type OrdersConfig } from './config';
import { productConsumer } from './events/products';
import { stockBatchHandlers, stockHandlers } from './events/stock';
import { adminOrderResolvers } from './graphql/admin-orders';
import { customerOrderResolvers } from './graphql/customer-orders';
import { createModels } from './models';
import { orderStore } from './models/order-store';

/** Checkout priced on the server, the customer's orders, the order side of the stock saga, and admin order management. */
export function createService(config: OrdersConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'orders', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    runtime.useOutbox([models.Order]);
    const orders = orderStore(models.Order, (written) => runtime.kickRelay(written));

    const customer = customerOrderResolvers(runtime.connection, models, orders);
    const admin = adminOrderResolvers(models, orders);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: {
        Query: { ...customer.Query, ...admin.Query },
        Mutation: { ...customer.Mutation, ...admin.Mutation },
      },
    });

    const products = productConsumer(models);
    await runtime.consume('products', products.handlers, {
      batchHandlers: products.batchHandlers,
      isEmpty: async () => (await models.ProductView.estimatedDocumentCount()) === 0,
    });
    await runtime.consume('stock', stockHandlers(orders), { batchHandlers: stockBatchHandlers(orders) });
    const sweep = sweepPendingOrders(orders, {
      reaskAfterMs: config.PENDING_ORDER_REASK_AFTER_MS,
      cancelAfterMs: config.PENDING_ORDER_CANCEL_AFTER_MS,
    });
    // A lost step of the saga must not leave an order pending: more often than hourly housekeeping.
    await runtime.schedule('pending-orders', config.PENDING_ORDER_SWEEP_EVERY_MS, async () => {
      const { reasked, cancelled } = await sweep();
      if (reasked.length > 0) runtime.logger.warn({ orders: reasked }, 'asked the catalog again for pending orders');
      if (cancelled.length > 0) {
        runtime.logger.warn({ orders: cancelled }, 'cancelled pending orders the catalog never answered');
      }
    });
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const ordersService = (env: NodeJS.ProcessEnv): Service => createService(readOrdersConfig(env));
