import { event, type DomainEvent } from '@shop/kit';
import type { Category } from '../models/category';
import type { ContactMessage } from '../models/contact-message';
import type { NewsItem } from '../models/news-item';
import type { WaitlistEntry } from '../models/waitlist-entry';

/**
 * What content publishes. Category and news events carry the whole state the topic's readers
 * need (the topics are compacted to the last event per id); deletions carry the id.
 */
const categoryState = (c: Category) => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description ?? null,
  parentId: c.parentId ?? null,
});

const newsState = (n: NewsItem) => ({ id: n.id, title: n.title, isActive: n.isActive });

export const categoryCreated = (c: Category): DomainEvent[] => [event('CategoryCreated', categoryState(c))];
export const categoryUpdated = (c: Category): DomainEvent[] => [event('CategoryUpdated', categoryState(c))];
export const categoryDeleted = (c: Category): DomainEvent[] => [event('CategoryDeleted', { id: c.id })];

export const newsItemCreated = (n: NewsItem): DomainEvent[] => [event('NewsItemCreated', newsState(n))];
export const newsItemUpdated = (n: NewsItem): DomainEvent[] => [event('NewsItemUpdated', newsState(n))];
export const newsItemDeleted = (n: NewsItem): DomainEvent[] => [event('NewsItemDeleted', { id: n.id })];

export const contactMessageReceived = (m: ContactMessage): DomainEvent[] => [
  event('ContactMessageReceived', { id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message }),
];

export const waitlistEntryCreated = (w: WaitlistEntry): DomainEvent[] => [
  event('WaitlistEntryCreated', {
    id: w.id,
    fullName: w.fullName,
    email: w.email,
    interests: w.interests ?? null,
    marketingConsent: w.marketingConsent,
  }),
];
