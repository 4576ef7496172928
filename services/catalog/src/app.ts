import { ServiceRuntime, type StartedService } from '@shop/kit';
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

  const categories = categoryLookup(models);
  const queries = productQueries(models, categories);
  const admin = productAdmin(runtime.connection, models, categories, published);
  const imports = productImports(runtime.connection, models, categories, published);
  await runtime.mountSubgraph({
    typeDefs,
    resolvers: {
      Query: { ...queries.Query, ...admin.Query, ...imports.Query },
      Mutation: { ...admin.Mutation, ...imports.Mutation },
      Product: queries.Product,
    },
  });

  await runtime.consume('categories', categoryHandlers(models));
  await runtime.consume('stock', orderHandlers(stockLedger(models, published)));
  return runtime.listen(config.PORT);
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const startCatalog = (env: NodeJS.ProcessEnv): Promise<StartedService> => createService(readCatalogConfig(env));
