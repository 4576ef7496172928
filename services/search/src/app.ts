import { join } from 'node:path';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
import { keepCategories, keepProducts } from './application/keep-catalogue';
import { SearchIndex } from './application/search-index';
import { StoreFollower } from './application/follow-store';
import { readSearchConfig, type SearchConfig } from './config';
import { categoryConsumer, productConsumer } from './events/catalogue';
import { searchResolvers } from './graphql/search';
import { createModels } from './models';

/**
 * Product search: the catalogue's products and content's categories kept in this service's store
 * from their events (one consumer group writes each event once), and an in-memory index per
 * replica loaded at start (from the compacted topics when the store is empty) and following the
 * store after, so replicas scale out for reads.
 */
export function createService(config: SearchConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'search', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    await runtime.ensureIndexes();
    const index = new SearchIndex();
    const follower = new StoreFollower(index, models, runtime.logger);
    const loadedFrom = Date.now();
    // An empty store (a new or emptied database) is written a row at a time, far behind the compacted
    // topics: the index is then read from the topics themselves, in one pass, and the store's rows at
    // the same versions are skipped. A filled store is loaded as it is, which is cheaper than reading both.
    const fromTopics = (await models.ProductRow.estimatedDocumentCount()) === 0;
    if (fromTopics) {
      await follower.readEvents(({ categories, products }) =>
        runtime.rebuild('index', {
          ...categoryConsumer(categories).handlers,
          ...productConsumer(products).handlers,
        }),
      );
      runtime.logger.info({ products: index.size, ms: Date.now() - loadedFrom }, 'search index read from the topics');
    }

    // An empty store with a group that has read before (a new or restored database) is rebuilt from the compacted topics.
    const categories = categoryConsumer(keepCategories(models));
    await runtime.consume('categories', categories.handlers, {
      batchHandlers: categories.batchHandlers,
      isEmpty: async () => (await models.CategoryRow.estimatedDocumentCount()) === 0,
    });
    const products = productConsumer(keepProducts(models));
    await runtime.consume('products', products.handlers, {
      batchHandlers: products.batchHandlers,
      isEmpty: async () => (await models.ProductRow.estimatedDocumentCount()) === 0,
    });

    // An index read from the topics is ahead of the store being written: it follows the store from its
    // first look on rather than reading, before it answers, rows it holds already.
    if (!fromTopics) {
      await follower.catchUp();
      runtime.logger.info({ products: index.size, ms: Date.now() - loadedFrom }, 'search index loaded from the store');
    }
    follower.start(config.SEARCH_FOLLOW_MS);
    runtime.onStop(() => follower.stop());

    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: searchResolvers(index),
      // Every answer follows from the words and filters asked and this replica's index.
      answersKeptWhile: index.generation,
    });
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const searchService = (env: NodeJS.ProcessEnv): Service => createService(readSearchConfig(env));
