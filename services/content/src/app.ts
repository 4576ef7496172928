import { join } from 'node:path';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
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
    const stores = createStores(models, (written) => runtime.kickRelay(written));
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
