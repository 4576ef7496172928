import { CONTACT_THANK_YOU } from '@shop/contracts';
import type { Category as CategoryRecord } from '../models/category';
import type { NewsItem as NewsItemRecord } from '../models/news-item';
import type { WaitlistEntry as WaitlistEntryRecord } from '../models/waitlist-entry';
import type { Category, ContactResult, NewsItem, WaitlistEntry } from './__generated__/resolvers';

/** A category as the graph shows it; its children are resolved on demand. */
export type CategoryDto = Omit<Category, 'children'>;

export const toCategoryDto = (c: CategoryRecord): CategoryDto => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description ?? null,
  parentId: c.parentId ?? null,
});

export const toNewsItemDto = (n: NewsItemRecord): NewsItem => ({
  id: n.id,
  title: n.title,
  content: n.content,
  imageUrl: n.imageUrl ?? null,
  isActive: n.isActive,
  createdAt: n.createdAt.toISOString(),
});

export const toWaitlistEntryDto = (w: WaitlistEntryRecord): WaitlistEntry => ({
  id: w.id,
  fullName: w.fullName,
  email: w.email,
  interests: w.interests ?? null,
  marketingConsent: w.marketingConsent,
  createdAt: w.createdAt.toISOString(),
});

/** The answer to every contact message received. */
export const contactReceived: ContactResult = { success: true, message: CONTACT_THANK_YOU };
