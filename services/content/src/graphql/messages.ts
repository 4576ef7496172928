import { Conflict, isDuplicateKeyError, nextId, parseInput, recordEvent } from '@shop/kit';
import type { Connection } from 'mongoose';
import { CONTACT_THANK_YOU, contactMessageInputSchema, waitlistInputSchema } from '../domain/inputs';
import type { ContentModels } from '../models';

/** Contact messages and waitlist sign-ups: public writes that other services react to. */
export function messageResolvers(
  connection: Connection,
  { ContactMessage, WaitlistEntry }: ContentModels,
  published: () => void,
) {
  return {
    Mutation: {
      sendContactMessage: async (_: unknown, { input }: { input: unknown }) => {
        const data = parseInput(contactMessageInputSchema, input);
        const id = await nextId(connection, 'contact_messages');
        const doc = new ContactMessage({ id, ...data });
        recordEvent(doc, 'ContactMessageReceived', id, { id, ...data });
        await doc.save();
        published();
        return { success: true, message: CONTACT_THANK_YOU };
      },
      joinWaitlist: async (_: unknown, { input }: { input: unknown }) => {
        const data = parseInput(waitlistInputSchema, input);
        const id = await nextId(connection, 'waitlist_entries');
        const doc = new WaitlistEntry({ id, ...data });
        recordEvent(doc, 'WaitlistEntryCreated', id, { id, ...data });
        try {
          await doc.save();
        } catch (err) {
          if (isDuplicateKeyError(err)) throw new Conflict('This email is already on the waitlist', 'email');
          throw err;
        }
        published();
        return { id, ...data, createdAt: doc.createdAt.toISOString() };
      },
    },
  };
}
