import { AggregateStore, type Written } from '@shop/kit';
import type { Model } from 'mongoose';
import type { ContactMessage } from './contact-message';

/** Contact messages are never edited: written once, with their event. */
export const contactMessageStore = (ContactMessage: Model<ContactMessage>, committed: (written?: Written) => void) =>
  new AggregateStore(ContactMessage, { committed });

export type ContactMessageStore = ReturnType<typeof contactMessageStore>;
