import { isDuplicateKeyError, nextId } from '@shop/kit';
import type { Connection, Model } from 'mongoose';
import type { Subscriber } from './newsletter';

export type NewSubscriber = Pick<Subscriber, 'key' | 'email' | 'firstName' | 'lastName' | 'listId'>;

/** Newsletter signups and whether each has reached Mailchimp. */
export function subscriberStore(Subscriber: Model<Subscriber>, connection: Connection) {
  return {
    byId: (id: number) => Subscriber.findOne({ id }).lean<Subscriber>().exec(),

    exists: async (key: string): Promise<boolean> => Boolean(await Subscriber.exists({ key })),

    /** Stores a signup; null when one with its key is already stored. */
    async add(signup: NewSubscriber): Promise<Subscriber | null> {
      try {
        const id = await nextId(connection, 'subscribers');
        return (await Subscriber.create({ id, ...signup })).toObject();
      } catch (err) {
        if (isDuplicateKeyError(err)) return null;
        throw err;
      }
    },

    async markSynced(id: number): Promise<void> {
      await Subscriber.updateOne({ id }, { $set: { syncedAt: new Date(), lastError: null } });
    },

    async markSyncFailed(id: number, error: string): Promise<void> {
      await Subscriber.updateOne({ id }, { $set: { lastError: error } });
    },

    /** The ids of the signups not yet synced. */
    unsyncedIds: async (): Promise<number[]> =>
      (await Subscriber.find({ syncedAt: null }).select({ id: 1 }).lean<Subscriber[]>()).map((s) => s.id),
  };
}

export type SubscriberStore = ReturnType<typeof subscriberStore>;
