import { ServiceUnavailable } from '@shop/kit';
import { mailchimp } from '../adapters/mailchimp';
import type { MailchimpAccountStore } from '../models/mailchimp-account-store';

export interface MailchimpOptions {
  /** Replaces https://<server>.api.mailchimp.com/3.0 (a stand-in in tests); unset in production. */
  baseUrl: string | undefined;
  timeoutMs: number;
}

/** The Mailchimp API for the saved account, built on each use so a saved change applies at once. */
export function mailchimpConnection(
  accounts: Pick<MailchimpAccountStore, 'read'>,
  { baseUrl, timeoutMs }: MailchimpOptions,
) {
  async function connect() {
    const account = await accounts.read();
    return account ? { api: mailchimp(account, baseUrl, timeoutMs), account } : null;
  }

  return {
    /** The API and the saved account, or null before one is saved. */
    connect,

    /** As `connect`, for the calls that cannot do without an account. */
    async connected() {
      const mc = await connect();
      if (!mc) throw new ServiceUnavailable('Mailchimp is not configured: save an API key and a default list first');
      return mc;
    },
  };
}

export type MailchimpConnection = ReturnType<typeof mailchimpConnection>;
