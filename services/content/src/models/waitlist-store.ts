import { AggregateStore, Conflict, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { WaitlistEntry } from './waitlist-entry';

/** Waitlist sign-ups are written once, with their event; one address joins once. */
export const waitlistStore = (WaitlistEntry: Model<WaitlistEntry>, committed: (written?: Written) => void) =>
  new AggregateStore(WaitlistEntry, {
    onDuplicate: () => new Conflict('This email is already on the waitlist', 'email'),
    committed,
  });

export type WaitlistStore = ReturnType<typeof waitlistStore>;
