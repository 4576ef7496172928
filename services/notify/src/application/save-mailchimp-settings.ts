import { MASKED_PASSWORD, mailchimpSettingsSchema, serverPrefixOf } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { MailchimpAccountStore } from '../models/mailchimp-account-store';
import type { MailchimpConnection } from './mailchimp-connection';

interface Deps {
  accounts: MailchimpAccountStore;
  mailchimp: Pick<MailchimpConnection, 'connected'>;
  /** Queues the signups that waited for an account (see sync-pending-subscribers). */
  syncPending: () => Promise<number>;
}

/** The admin's Mailchimp panel: saves the key (sealed) and default list, then checks the key answers. */
export const saveMailchimpSettings =
  ({ accounts, mailchimp, syncPending }: Deps) =>
  async (input: { apiKey?: unknown; defaultListId?: unknown }, actor: AuthContext) => {
    requireAdmin(actor);
    const stored = await accounts.read();
    // The read-only view's masked key sent back means "keep the key".
    const apiKey =
      stored && typeof input.apiKey === 'string' && input.apiKey.startsWith(MASKED_PASSWORD)
        ? stored.apiKey
        : input.apiKey;
    const settings = parseInput(mailchimpSettingsSchema, { apiKey, defaultListId: input.defaultListId });
    await accounts.save({ ...settings, serverPrefix: serverPrefixOf(settings.apiKey) });
    const mc = await mailchimp.connected();
    let warning: string | null = null;
    try {
      await mc.api.ping();
    } catch (err) {
      warning = `Settings saved, but Mailchimp did not accept the key: ${(err as Error).message}`;
    }
    await syncPending();
    return { success: true, message: 'Mailchimp settings saved', warning };
  };
