import { nextId, parseInput } from '@shop/kit';
import { contactMessageInputSchema } from '@shop/contracts';
import { contactMessageReceived } from '../events/published';
import type { ContactMessage } from '../models/contact-message';
import type { ContentDeps } from './deps';

/** Anyone sends the shop a message; notify emails it on from the event. */
export const sendContactMessage =
  ({ connection, stores: { contactMessages } }: ContentDeps) =>
  async (input: unknown): Promise<ContactMessage> => {
    const data = parseInput(contactMessageInputSchema, input);
    const id = await nextId(connection, 'contact_messages');
    return contactMessages.create({ id, ...data }, contactMessageReceived);
  };
