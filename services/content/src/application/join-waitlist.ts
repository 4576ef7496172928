import { nextId, parseInput } from '@shop/kit';
import { waitlistInputSchema } from '@shop/contracts';
import { waitlistEntryCreated } from '../events/published';
import type { WaitlistEntry } from '../models/waitlist-entry';
import type { ContentDeps } from './deps';

/** Anyone joins the waitlist, once per email address. */
export const joinWaitlist =
  ({ connection, stores: { waitlist } }: ContentDeps) =>
  async (input: unknown): Promise<WaitlistEntry> => {
    const data = parseInput(waitlistInputSchema, input);
    const id = await nextId(connection, 'waitlist_entries');
    return waitlist.create({ id, ...data }, waitlistEntryCreated);
  };
