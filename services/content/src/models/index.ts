import type { Connection } from 'mongoose';
import { categoryModel } from './category';
import { contactMessageModel } from './contact-message';
import { newsItemModel } from './news-item';
import { waitlistEntryModel } from './waitlist-entry';

export function createModels(connection: Connection) {
  return {
    Category: categoryModel(connection),
    NewsItem: newsItemModel(connection),
    ContactMessage: contactMessageModel(connection),
    WaitlistEntry: waitlistEntryModel(connection),
  };
}

export type ContentModels = ReturnType<typeof createModels>;
