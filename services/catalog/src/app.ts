import { CacheGeneration, ServiceRuntime, type EventHandlers, type StartedService } from '@shop/kit';
import { readCatalogConfig, type CatalogConfig } from './config';
import { categoryHandlers } from './events/categories';
import { orderHandlers } from './events/orders';
import { stockLedger } from './events/stock-ledger';
import { productAdmin } from './graphql/admin-products';
import { categoryLookup } from './graphql/category-lookup';
import { productImports } from './graphql/imports';
import { productQueries } from './graphql/products';
import { typeDefs } from './graphql/schema';
import { createModels, outboxModels } from './models';

/** Products for sale, hire equipment, stock reservations and CSV imports. */
export async function createService(config: CatalogConfig): Promise<StartedService> {
  // CSV files arrive inside a GraphQL string; the gateway caps the upload at 5 MB.
  const runtime = await ServiceRuntime.create({ name: 'catalog', config, dbName: config.MONGODB_DB, jsonLimit: '8mb' });
  const models = createModels(runtime.connection);
  runtime.useOutbox(outboxModels(models));
  const published = () => runtime.kickRelay();
  // The gateway caches public catalog reads by this generation (see gateway/src/catalog-cache.ts).
  const generation = new CacheGeneration(runtime.redis(), config.KAFKA_NAMESPACE, 'catalog', runtime.logger);
  const changed = async () => {
    published();
    await generation.bump();
  };

  const categories = categoryLookup(models);
  const queries = productQueries(models, categories);
  const admin = productAdmin(runtime.connection, models, categories, changed);
  const imports = productImports(runtime.connection, models, categories, changed);
  await runtime.mountSubgraph({
    typeDefs,
    resolvers: {
      Query: { ...queries.Query, ...admin.Query, ...imports.Query },
      Mutation: { ...admin.Mutation, ...imports.Mutation },
      Product: queries.Product,
    },
  });

  const bump = () => generation.bump();
  await runtime.consume('categories', thenBump(categoryHandlers(models), bump));
  await runtime.consume('stock', thenBump(orderHandlers(stockLedger(models, published)), bump));
  return runtime.listen(config.PORT);
}

/** The same handlers, each moving the cache generation on once its event is applied. */
function thenBump(handlers: EventHandlers, bump: () => Promise<void>): EventHandlers {
  const wrapped: Record<string, (data: never, event: never) => Promise<void>> = {};
  for (const [type, handle] of Object.entries(handlers) as Array<[string, (d: never, e: never) => Promise<void>]>) {
    wrapped[type] = async (data, event) => {
      await handle(data, event);
      await bump();
    };
  }
  return wrapped as EventHandlers;
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const startCatalog = (env: NodeJS.ProcessEnv): Promise<StartedService> => createService(readCatalogConfig(env));
