import type { Connection } from 'mongoose';
import type { Written } from '@shop/kit';
import { categoryModel } from './category';
import { categoryStore } from './category-store';
import { contactMessageModel } from './contact-message';
import { contactMessageStore } from './contact-message-store';
import { newsItemModel } from './news-item';
import { newsStore } from './news-store';
import { waitlistEntryModel } from './waitlist-entry';
import { waitlistStore } from './waitlist-store';

export function createModels(connection: Connection) {
  return {
    Category: categoryModel(connection),
    NewsItem: newsItemModel(connection),
    ContactMessage: contactMessageModel(connection),
    WaitlistEntry: waitlistEntryModel(connection),
  };
}

export type ContentModels = ReturnType<typeof createModels>;

/**
 * Content's aggregates are written through these: versioned, with their events, then relayed. Changes to what the
 * shop's pages show (categories, news) also run `shown`.
 */
export function createStores(
  { Category, NewsItem, ContactMessage, WaitlistEntry }: ContentModels,
  committed: (written?: Written) => void,
  shown: (written?: Written) => Promise<void>,
) {
  return {
    categories: categoryStore(Category, shown),
    news: newsStore(NewsItem, shown),
    contactMessages: contactMessageStore(ContactMessage, committed),
    waitlist: waitlistStore(WaitlistEntry, committed),
  };
}

export type ContentStores = ReturnType<typeof createStores>;
