import { nextId, parseInput } from '@shop/kit';
import type { Connection } from 'mongoose';
import { CONTACT_THANK_YOU, contactMessageInputSchema, waitlistInputSchema } from '@shop/contracts';
import { contactMessageReceived, waitlistEntryCreated } from '../events/published';
import type { ContentStores } from '../models/stores';

/** Contact messages and waitlist sign-ups: public writes that other services react to. */
export function messageResolvers(connection: Connection, { contactMessages, waitlist }: ContentStores) {
  return {
    Mutation: {
      sendContactMessage: async (_: unknown, { input }: { input: unknown }) => {
        const data = parseInput(contactMessageInputSchema, input);
        const id = await nextId(connection, 'contact_messages');
        await contactMessages.create({ id, ...data }, contactMessageReceived);
        return { success: true, message: CONTACT_THANK_YOU };
      },
      joinWaitlist: async (_: unknown, { input }: { input: unknown }) => {
        const data = parseInput(waitlistInputSchema, input);
        const id = await nextId(connection, 'waitlist_entries');
        const saved = await waitlist.create({ id, ...data }, waitlistEntryCreated);
        return { id, ...data, createdAt: saved.createdAt.toISOString() };
      },
    },
  };
}
