import { AggregateStore, Conflict, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import { takenBy } from './availability';
import type { User } from './user';

/**
 * Users are written through here: versioned, with their events. A write that raced another to a
 * username or email is refused by the unique index and answered like the pre-check would have.
 */
export const userStore = (User: Model<User>, committed: (written?: Written) => void) =>
  new AggregateStore(User, {
    changedMessage: 'Your account was changed elsewhere; reload to see the current details',
    onDuplicate: async (u) =>
      (await takenBy(User, { username: u.username, email: u.email }, u.id)) ??
      new Conflict('An account with these details already exists'),
    committed,
  });

export type UserStore = ReturnType<typeof userStore>;
