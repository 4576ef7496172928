import { ServiceRuntime, type StartedService } from '@shop/kit';
import type { ContentConfig } from './config';
import { categoryResolvers } from './graphql/categories';
import { messageResolvers } from './graphql/messages';
import { newsResolvers } from './graphql/news';
import { typeDefs } from './graphql/schema';
import { createModels } from './models';

/** Categories, news, contact messages and the waitlist. */
export async function createService(config: ContentConfig): Promise<StartedService> {
  const runtime = await ServiceRuntime.create({ name: 'content', config, dbName: config.MONGODB_DB });
  const models = createModels(runtime.connection);
  runtime.useOutbox(Object.values(models));
  const published = () => runtime.kickRelay();

  const categories = categoryResolvers(runtime.connection, models, published);
  const news = newsResolvers(runtime.connection, models, published);
  const messages = messageResolvers(runtime.connection, models, published);
  await runtime.mountSubgraph({
    typeDefs,
    resolvers: {
      Query: { ...categories.Query, ...news.Query },
      Mutation: { ...categories.Mutation, ...news.Mutation, ...messages.Mutation },
      Category: categories.Category,
    },
  });
  return runtime.listen(config.PORT);
}
