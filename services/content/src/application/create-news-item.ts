import { nextId, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { newsItemInputSchema } from '@shop/contracts';
import { newsItemCreated } from '../events/published';
import type { NewsItem } from '../models/news-item';
import type { ContentDeps } from './deps';

/** An admin publishes (or drafts, when inactive) a news item. */
export const createNewsItem =
  ({ connection, stores: { news } }: ContentDeps) =>
  async (input: unknown, actor: AuthContext): Promise<NewsItem> => {
    requireAdmin(actor);
    const data = parseInput(newsItemInputSchema, input);
    const id = await nextId(connection, 'news_items');
    return news.create({ id, ...data }, newsItemCreated);
  };
