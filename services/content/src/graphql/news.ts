import { NotFound, idSchema, live, nextId, parseInput, requireAdmin, type SubgraphContext } from '@shop/kit';
import type { Connection } from 'mongoose';
import { listCeiling, listLimitSchema, newsItemInputSchema } from '@shop/contracts';
import { newsItemCreated, newsItemDeleted, newsItemUpdated } from '../events/published';
import type { ContentModels } from '../models';
import type { NewsItem } from '../models/news-item';
import type { ContentStores } from '../models/stores';

const toNewsDto = (n: NewsItem) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  imageUrl: n.imageUrl ?? null,
  isActive: n.isActive,
  createdAt: n.createdAt.toISOString(),
});

const activeNewsLimit = listLimitSchema('Query', 'activeNews');
const ALL_NEWS = listCeiling('Query', 'news');

export function newsResolvers(connection: Connection, { NewsItem }: ContentModels, { news }: ContentStores) {
  const newestFirst = { createdAt: -1, id: -1 } as const;
  const found = (id: number) => (doc: NewsItem | null) => {
    if (!doc) throw new NotFound(`News item ${id} not found`);
    return doc;
  };

  return {
    Query: {
      news: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return (await NewsItem.find(live).sort(newestFirst).limit(ALL_NEWS).lean()).map(toNewsDto);
      },
      activeNews: async (_: unknown, args: { limit?: unknown }) => {
        const limit = parseInput(activeNewsLimit, args.limit, 'limit');
        return (
          await NewsItem.find({ isActive: true, ...live })
            .sort(newestFirst)
            .limit(limit)
            .lean()
        ).map(toNewsDto);
      },
    },
    Mutation: {
      createNewsItem: async (_: unknown, { input }: { input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const data = parseInput(newsItemInputSchema, input);
        const id = await nextId(connection, 'news_items');
        return toNewsDto(await news.create({ id, ...data }, newsItemCreated));
      },
      updateNewsItem: async (_: unknown, args: { id: unknown; input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const data = parseInput(newsItemInputSchema, args.input);
        return toNewsDto(found(id)(await news.update({ id, ...live }, () => data, newsItemUpdated)));
      },
      deleteNewsItem: async (_: unknown, args: { id: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        found(id)(await news.update({ id, ...live }, () => ({ deletedAt: new Date() }), newsItemDeleted));
        return true;
      },
    },
  };
}
