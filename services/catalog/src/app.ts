import { join } from 'node:path';
import {
  CacheGeneration,
  ServiceRuntime,
  createLocker,
  readSchema,
  serviceFrom,
  type Service,
  type Written,
} from '@shop/kit';
import { categoryQueries } from './application/category-queries';
import { productQueries } from './application/product-queries';
import { reconcileStock } from './application/reconcile-stock';
import { stockSaga } from './application/stock-saga';
import { readCatalogConfig, type CatalogConfig } from './config';
import { categoryHandlers } from './events/categories';
import { hireFleetHandlers } from './events/hire-fleet';
import { orderBatchHandlers, orderHandlers } from './events/orders';
import { adminProductResolvers } from './graphql/admin-products';
import { productResolvers } from './graphql/products';
import { createModels, outboxModels } from './models';
import { productStore } from './models/product-store';
import { migrateStockLevels } from './models/stock-migration';

/** Products for sale, hire equipment, stock reservations and CSV imports. */
export function createService(config: CatalogConfig): Service {
  return serviceFrom(async () => {
    // CSV files arrive inside a GraphQL string; the gateway caps the upload at 5 MB.
    const runtime = await ServiceRuntime.create({
      name: 'catalog',
      config,
      dbName: config.MONGODB_DB,
      jsonLimit: '8mb',
    });
    const models = createModels(runtime.connection);
    // Collections first: the local server fails one of two commands creating the same collection.
    await runtime.ensureIndexes();
    const migrated = await migrateStockLevels(models);
    if (migrated) runtime.logger.info({ products: migrated }, 'stock moved to on hand and committed');
    runtime.useOutbox(outboxModels(models));
    runtime.pruneEffectMarkers([models.Product]);
    const published = (written?: Written) => runtime.kickRelay(written);
    // The gateway caches public catalog reads by this generation (see gateway/src/catalog-cache.ts).
    const generation = new CacheGeneration(runtime.redis(), config.KAFKA_NAMESPACE, 'catalog', runtime.logger);
    const changed = async (written?: Written) => {
      published(written);
      await generation.bump();
    };

    const deps = {
      connection: runtime.connection,
      models,
      products: productStore(models.Product, changed),
      categories: categoryQueries(models),
    };
    const queries = productQueries(deps);
    const reads = productResolvers(queries);
    const admin = adminProductResolvers(deps, queries);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: {
        Query: { ...reads.Query, ...admin.Query },
        Mutation: admin.Mutation,
        Product: { ...reads.Product, ...admin.Product },
        KitPart: reads.KitPart,
      },
    });

    const bump = () => generation.bump();
    await runtime.consume('categories', categoryHandlers(models), {
      isEmpty: async () => (await models.CategoryView.estimatedDocumentCount()) === 0,
      afterSlice: bump,
    });
    await runtime.consume('hire-fleet', hireFleetHandlers(deps.products), { afterSlice: bump });
    const saga = stockSaga(models, await createLocker(runtime.connection), published, {
      everyMs: config.STOCK_ANNOUNCE_MS,
      logger: runtime.logger,
    });
    await saga.announceEveryProduct();
    runtime.onStop(saga.announceWaiting);
    await runtime.consume('stock', orderHandlers(saga), {
      batchHandlers: orderBatchHandlers(saga),
      afterSlice: async () => {
        await saga.announceStock();
        await bump();
      },
    });
    const reconcile = reconcileStock(models, changed, runtime.logger);
    await runtime.schedule('stock-reconcile', config.STOCK_RECONCILE_EVERY_MS, async () => {
      await reconcile();
    });
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const catalogService = (env: NodeJS.ProcessEnv): Service => createService(readCatalogConfig(env));
