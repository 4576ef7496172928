import type { Model } from 'mongoose';
import { seal, unseal } from '@shop/kit';
import type { StoredMailchimpSettings } from './newsletter';

/** The saved Mailchimp settings: the key opened, and the list signups join unless an admin picks one. */
export interface MailchimpAccount {
  apiKey: string;
  serverPrefix: string;
  defaultListId: string;
}

/** Reads and writes the Mailchimp settings, sealing the API key with the service's key. */
export function mailchimpAccountStore(Settings: Model<StoredMailchimpSettings>, secretsKey: string) {
  return {
    async read(): Promise<MailchimpAccount | null> {
      const stored = await Settings.findById('mailchimp').lean<StoredMailchimpSettings>();
      if (!stored) return null;
      const { serverPrefix, defaultListId } = stored;
      return { apiKey: unseal(stored.apiKey, secretsKey), serverPrefix, defaultListId };
    },

    async save({ apiKey, serverPrefix, defaultListId }: MailchimpAccount): Promise<void> {
      await Settings.replaceOne(
        { _id: 'mailchimp' },
        { apiKey: seal(apiKey, secretsKey), serverPrefix, defaultListId },
        { upsert: true },
      );
    },
  };
}

export type MailchimpAccountStore = ReturnType<typeof mailchimpAccountStore>;
