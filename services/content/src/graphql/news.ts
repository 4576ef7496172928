import {
  NotFound,
  idSchema,
  live,
  nextId,
  parseInput,
  recordEvent,
  requireAdmin,
  softDelete,
  type SubgraphContext,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { newsItemInputSchema, newsLimitSchema } from '../domain/inputs';
import type { NewsItem } from '../models/news-item';
import type { ContentModels } from '../models';

const toNewsDto = (n: NewsItem) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  imageUrl: n.imageUrl ?? null,
  isActive: n.isActive,
  createdAt: n.createdAt.toISOString(),
});

const eventData = (n: NewsItem) => ({ id: n.id, title: n.title, isActive: n.isActive });

const DEFAULT_ACTIVE_LIMIT = 10;

export function newsResolvers(connection: Connection, { NewsItem }: ContentModels, published: () => void) {
  const newestFirst = { createdAt: -1, id: -1 } as const;
  const byId = async (id: number) => {
    const doc = await NewsItem.findOne({ id, ...live });
    if (!doc) throw new NotFound(`News item ${id} not found`);
    return doc;
  };

  return {
    Query: {
      news: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return (await NewsItem.find(live).sort(newestFirst).lean()).map(toNewsDto);
      },
      activeNews: async (_: unknown, args: { limit?: unknown }) => {
        const limit = parseInput(newsLimitSchema, args.limit, 'limit') ?? DEFAULT_ACTIVE_LIMIT;
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
        const doc = new NewsItem({ id, ...data });
        recordEvent(doc, 'NewsItemCreated', id, eventData(doc));
        await doc.save();
        published();
        return toNewsDto(doc);
      },
      updateNewsItem: async (_: unknown, args: { id: unknown; input: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const data = parseInput(newsItemInputSchema, args.input);
        const doc = await byId(id);
        doc.set(data);
        recordEvent(doc, 'NewsItemUpdated', id, eventData(doc));
        await doc.save();
        published();
        return toNewsDto(doc);
      },
      deleteNewsItem: async (_: unknown, args: { id: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        await softDelete(await byId(id), 'NewsItemDeleted', id, { id });
        published();
        return true;
      },
    },
  };
}
