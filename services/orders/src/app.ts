import { join } from 'node:path';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
import { paymentOptionsClient, paymentsClient } from './adapters/payments';
import { askDueRefunds, askStillDueRefunds, followPayments } from './application/follow-payments';
import { orderSettings } from './application/order-settings';
import { payOrder } from './application/pay-order';
import { sweepPendingOrders } from './application/sweep-pending-orders';
import { pendingOrderBounds, readOrdersConfig, type OrdersConfig } from './config';
import { paymentBatchHandlers, paymentConsumer } from './events/payments';
import { productConsumer } from './events/products';
import { stockBatchHandlers, stockHandlers } from './events/stock';
import { adminOrderResolvers } from './graphql/admin-orders';
import { customerOrderResolvers } from './graphql/customer-orders';
import { mountInternalRoutes } from './http/internal-routes';
import { orderReturnResolvers } from './graphql/order-returns';
import { orderSettingsResolvers } from './graphql/order-settings';
import { createModels } from './models';
import { orderSettingsStore } from './models/order-settings';
import { orderStore } from './models/order-store';

/** Checkout priced on the server, the customer's orders, the order side of the stock saga, and admin order management. */
export function createService(config: OrdersConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'orders', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    mountInternalRoutes(runtime.app, models);
    runtime.useOutbox([models.Order]);
    const orders = orderStore(models.Order, (written) => runtime.kickRelay(written));

    const payments = paymentsClient(config.PAYMENTS_URL, config.INTERNAL_SECRET, runtime.logger);
    const askRefunds = askDueRefunds(orders, payments, runtime.logger);
    const pay = payOrder({ models, orders, payments, clock: () => new Date(), shopUrl: config.SHOP_URL });
    const paymentOptions = paymentOptionsClient(config.PAYMENTS_URL, config.INTERNAL_SECRET, runtime.logger);
    const customer = customerOrderResolvers(runtime.connection, models, orders, pay, paymentOptions);
    const admin = adminOrderResolvers(models, orders, askRefunds);
    const settingsStore = orderSettingsStore(models.OrderSettings);
    const returns = orderReturnResolvers(models, orders, settingsStore.read, askRefunds);
    const settings = orderSettingsResolvers(orderSettings(settingsStore), paymentOptions);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: {
        Query: { ...customer.Query, ...admin.Query, ...settings.Query, ...returns.Query },
        Mutation: { ...customer.Mutation, ...admin.Mutation, ...settings.Mutation, ...returns.Mutation },
        Order: returns.Order,
      },
    });

    const products = productConsumer(models);
    await runtime.consume('products', products.handlers, {
      batchHandlers: products.batchHandlers,
      isEmpty: async () => (await models.ProductView.estimatedDocumentCount()) === 0,
    });
    await runtime.consume('stock', stockHandlers(orders), { batchHandlers: stockBatchHandlers(orders) });
    const follow = followPayments(orders, payments, runtime.logger);
    await runtime.consume('payments', paymentConsumer(follow), { batchHandlers: paymentBatchHandlers(follow) });
    const sweep = sweepPendingOrders(orders, pendingOrderBounds(config));
    // Refunds payments could not take when they fell due are asked again with each sweep.
    const askRefundsAgain = askStillDueRefunds(orders, askRefunds);
    // A lost step of the saga must not leave an order pending: more often than hourly housekeeping.
    await runtime.schedule('pending-orders', config.PENDING_ORDER_SWEEP_EVERY_MS, async () => {
      const { reasked, cancelled, released } = await sweep();
      if (released.length > 0) runtime.logger.info({ orders: released }, 'released the stock of orders left unpaid');
      await askRefundsAgain();
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
