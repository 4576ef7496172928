import { join } from 'node:path';
import { CacheGeneration, ServiceRuntime, readSchema, serviceFrom, type Service, type Written } from '@shop/kit';
import { readContentConfig, type ContentConfig } from './config';
import { categoryResolvers } from './graphql/categories';
import { messageResolvers } from './graphql/messages';
import { newsResolvers } from './graphql/news';
import { createModels, createStores } from './models';

/** Categories, news, contact messages and the waitlist. */
export function createService(config: ContentConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'content', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    runtime.useOutbox(Object.values(models));
    const published = (written?: Written) => runtime.kickRelay(written);
    // The page service caches the shop's pages by this generation (see storefront/src/page-cache.ts).
    const generation = new CacheGeneration(runtime.redis(), config.KAFKA_NAMESPACE, 'content', runtime.logger);
    const stores = createStores(models, published, async (written) => {
      published(written);
      await generation.bump();
    });
    const deps = { connection: runtime.connection, models, stores };

    const categories = categoryResolvers(deps);
    const news = newsResolvers(deps);
    const messages = messageResolvers(deps);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: {
        Query: { ...categories.Query, ...news.Query },
        Mutation: { ...categories.Mutation, ...news.Mutation, ...messages.Mutation },
        Category: categories.Category,
      },
    });
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const contentService = (env: NodeJS.ProcessEnv): Service => createService(readContentConfig(env));
