import { requireAdmin, type AuthContext } from '@shop/kit';
import type { MailchimpAccount, MailchimpAccountStore } from '../models/mailchimp-account-store';
import type { MailchimpConnection } from './mailchimp-connection';

/** What the admin's Mailchimp panel reads: the saved account, whether the key answers, lists and tags. */
export function mailchimpQueries(accounts: Pick<MailchimpAccountStore, 'read'>, mailchimp: MailchimpConnection) {
  return {
    /** The saved account (key opened: the caller masks it), or null before one is saved. */
    async account(actor: AuthContext): Promise<MailchimpAccount | null> {
      requireAdmin(actor);
      return accounts.read();
    },

    async ping(actor: AuthContext) {
      requireAdmin(actor);
      const mc = await mailchimp.connect();
      if (!mc) return { success: false, message: 'Mailchimp is not configured', warning: null };
      try {
        const { health_status } = await mc.api.ping();
        return { success: true, message: health_status, warning: null };
      } catch (err) {
        return { success: false, message: (err as Error).message, warning: null };
      }
    },

    async lists(actor: AuthContext) {
      requireAdmin(actor);
      return (await mailchimp.connected()).api.lists();
    },

    async tags(listId: string, actor: AuthContext) {
      requireAdmin(actor);
      return (await mailchimp.connected()).api.tags(listId);
    },
  };
}
