import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '@shop/kit';

/** The desk's calendar feed, kept with the hire settings: the SHA-256 of its secret token, never the token. */
export interface CalendarFeed {
  _id: string;
  tokenHash: string;
  issuedAt: Date;
}

const feedSchema = new Schema<CalendarFeed>(
  { _id: { type: String, required: true }, tokenHash: { type: String, required: true }, issuedAt: Date },
  { versionKey: false },
);

export const calendarFeedModel = (connection: Connection): Model<CalendarFeed> =>
  connection.model<CalendarFeed>('HireCalendarFeed', feedSchema, 'settings');

const ID = 'calendar-feed';

/** The one live feed, if any: made, replaced or removed whole. */
export function calendarFeedStore(Feed: Model<CalendarFeed>) {
  return {
    read: () => Feed.findById(ID).lean<CalendarFeed>(),
    /** Makes the feed if there is none; false when there already is one. */
    async create(tokenHash: string, issuedAt: Date): Promise<boolean> {
      try {
        await Feed.create({ _id: ID, tokenHash, issuedAt });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
    /** Gives the live feed a new token; false when there is none. */
    async replace(tokenHash: string, issuedAt: Date): Promise<boolean> {
      return (await Feed.updateOne({ _id: ID }, { $set: { tokenHash, issuedAt } })).matchedCount === 1;
    },
    async remove(): Promise<void> {
      await Feed.deleteOne({ _id: ID });
    },
  };
}

export type CalendarFeedStore = ReturnType<typeof calendarFeedStore>;
