import { createNewsItem } from '../application/create-news-item';
import { deleteNewsItem } from '../application/delete-news-item';
import type { ContentDeps } from '../application/deps';
import { newsQueries } from '../application/news-queries';
import { updateNewsItem } from '../application/update-news-item';
import type { Resolvers } from './__generated__/resolvers';
import { toNewsItemDto } from './dto';

/** News: the active items for everyone, every item and the writes for admins. */
export function newsResolvers(deps: ContentDeps): Resolvers {
  const news = newsQueries(deps.models);
  const create = createNewsItem(deps);
  const update = updateNewsItem(deps);
  const remove = deleteNewsItem(deps);

  return {
    Query: {
      news: async (_, __, { user }) => (await news.all({ user })).map(toNewsItemDto),
      activeNews: async (_, { limit }) => (await news.active(limit)).map(toNewsItemDto),
    },
    Mutation: {
      createNewsItem: async (_, { input }, { user }) => toNewsItemDto(await create(input, { user })),
      updateNewsItem: async (_, { id, input }, { user }) => toNewsItemDto(await update(id, input, { user })),
      deleteNewsItem: async (_, { id }, { user }) => {
        await remove(id, { user });
        return true;
      },
    },
  };
}
