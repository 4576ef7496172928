import { live, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { listCeiling, listLimitSchema } from '@shop/contracts';
import type { ContentModels } from '../models';
import type { NewsItem } from '../models/news-item';

const activeNewsLimit = listLimitSchema('Query', 'activeNews');
const ALL_NEWS = listCeiling('Query', 'news');
const newestFirst = { createdAt: -1, id: -1 } as const;

/** Reads of the news, newest first. */
export function newsQueries({ NewsItem }: ContentModels) {
  return {
    /** Drafts included, so admins only. */
    all: async (actor: AuthContext): Promise<NewsItem[]> => {
      requireAdmin(actor);
      return NewsItem.find(live).sort(newestFirst).limit(ALL_NEWS).lean();
    },
    active: async (rawLimit: unknown): Promise<NewsItem[]> => {
      const limit = parseInput(activeNewsLimit, rawLimit, 'limit');
      return NewsItem.find({ isActive: true, ...live })
        .sort(newestFirst)
        .limit(limit)
        .lean();
    },
  };
}
