import { AggregateStore, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { NewsItem } from './news-item';

/** News items are written through here: versioned, with their events, then relayed. */
export const newsStore = (NewsItem: Model<NewsItem>, committed: (written?: Written) => void | Promise<void>) =>
  new AggregateStore(NewsItem, {
    changedMessage: 'This news item was changed by someone else; reload to see the current values',
    committed,
  });

export type NewsStore = ReturnType<typeof newsStore>;
