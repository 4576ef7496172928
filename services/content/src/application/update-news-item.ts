import { NotFound, idSchema, live, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { newsItemInputSchema } from '@shop/contracts';
import { newsItemUpdated } from '../events/published';
import type { NewsItem } from '../models/news-item';
import type { ContentDeps } from './deps';

/** An admin rewrites a news item: the whole item is sent again. */
export const updateNewsItem =
  ({ stores: { news } }: ContentDeps) =>
  async (rawId: unknown, input: unknown, actor: AuthContext): Promise<NewsItem> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const data = parseInput(newsItemInputSchema, input);
    const saved = await news.update({ id, ...live }, () => data, newsItemUpdated);
    if (!saved) throw new NotFound(`News item ${id} not found`);
    return saved;
  };
