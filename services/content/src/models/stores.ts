import { AggregateStore, Conflict, type Written } from '@shop/kit';
import type { ContentModels } from '.';

const changedMessage = (what: string) => `This ${what} was changed by someone else; reload to see the current values`;

/** Content's aggregates are written through these: versioned, with their events, then relayed. */
export function createStores(
  { Category, NewsItem, ContactMessage, WaitlistEntry }: ContentModels,
  committed: (written?: Written) => void,
) {
  return {
    categories: new AggregateStore(Category, {
      changedMessage: changedMessage('category'),
      onDuplicate: (c) => new Conflict(`A category with slug "${c.slug}" already exists`, 'slug'),
      committed,
    }),
    news: new AggregateStore(NewsItem, { changedMessage: changedMessage('news item'), committed }),
    // Never edited: written once, with their event.
    contactMessages: new AggregateStore(ContactMessage, { committed }),
    waitlist: new AggregateStore(WaitlistEntry, {
      onDuplicate: () => new Conflict('This email is already on the waitlist', 'email'),
      committed,
    }),
  };
}

export type ContentStores = ReturnType<typeof createStores>;
