import { join } from 'node:path';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
import { removeAbandonedBaskets } from './application/remove-abandoned-baskets';
import { readCartConfig, type CartConfig } from './config';
import { orderBatchHandlers, orderHandlers } from './events/orders';
import { productConsumer } from './events/products';
import { cartResolvers } from './graphql/carts';
import { sessionResolvers } from './graphql/sessions';
import { createModels } from './models';
import { cartStore } from './models/cart-store';
import { cartContext } from './graphql/context';

/** Sales baskets keyed by a random cart session id, bound to the browser and linked to a user on sign-in. */
export function createService(config: CartConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'cart', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    const carts = cartStore(models.Cart);

    const baskets = cartResolvers(runtime.connection, models, carts);
    const sessions = sessionResolvers(models, carts);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      extendContext: cartContext,
      resolvers: { Query: baskets.Query, Mutation: { ...baskets.Mutation, ...sessions.Mutation } },
    });

    const products = productConsumer(models);
    await runtime.consume('products', products.handlers, {
      batchHandlers: products.batchHandlers,
      isEmpty: async () => (await models.ProductView.estimatedDocumentCount()) === 0,
    });
    await runtime.consume('orders', orderHandlers(models, carts), {
      gather: true,
      batchHandlers: orderBatchHandlers(carts),
    });
    runtime.pruneEffectMarkers([models.Cart]);
    runtime.housekeep({
      name: 'abandoned baskets',
      run: removeAbandonedBaskets(models, config.CART_TTL_DAYS),
    });
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const cartService = (env: NodeJS.ProcessEnv): Service => createService(readCartConfig(env));
