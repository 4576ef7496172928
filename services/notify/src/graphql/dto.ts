import { DEFAULT_EMAIL_SETTINGS, MASKED_PASSWORD } from '@shop/contracts';
import type { MailchimpListRecord } from '../adapters/mailchimp';
import type { SmtpSettings } from '../models/email-settings-store';
import type { MailchimpAccount } from '../models/mailchimp-account-store';
import type { OutgoingEmail as OutgoingEmailRecord } from '../models/outgoing-email';
import type {
  EmailSettingsState,
  MailchimpList,
  MailchimpSettingsState,
  OutgoingEmail,
} from './__generated__/resolvers';

/** The settings form: the password masked, or the defaults to start from before the first save. */
export const toEmailSettingsState = (smtp: SmtpSettings | null): EmailSettingsState =>
  smtp
    ? { configured: true, settings: { ...smtp, pass: MASKED_PASSWORD } }
    : { configured: false, settings: { ...DEFAULT_EMAIL_SETTINGS, host: '', user: '', pass: '' } };

export const toOutgoingEmail = (email: OutgoingEmailRecord): OutgoingEmail => ({
  id: email.id,
  cause: email.cause,
  to: email.to,
  subject: email.subject,
  state: email.state,
  attempts: email.attempts,
  lastError: email.lastError,
  sentAt: email.sentAt?.toISOString() ?? null,
  createdAt: email.createdAt.toISOString(),
});

/** The key shown masked but for its last six characters, so the admin can tell which key is saved. */
export const toMailchimpSettingsState = (account: MailchimpAccount | null): MailchimpSettingsState => ({
  settings: account
    ? {
        configured: true,
        apiKey: `${MASKED_PASSWORD}${account.apiKey.slice(-6)}`,
        serverPrefix: account.serverPrefix,
        defaultListId: account.defaultListId,
      }
    : { configured: false, apiKey: '', serverPrefix: '', defaultListId: '' },
});

export const toMailchimpList = (list: MailchimpListRecord): MailchimpList => ({
  id: list.id,
  name: list.name,
  memberCount: list.stats?.member_count ?? 0,
  unsubscribeCount: list.stats?.unsubscribe_count ?? 0,
  openRate: list.stats?.open_rate ?? 0,
  clickRate: list.stats?.click_rate ?? 0,
  campaignCount: list.stats?.campaign_count ?? 0,
});
