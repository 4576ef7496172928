import type { EmailQueue } from '../adapters/email-queue';
import { emailJobId } from '../domain/email-jobs';
import type { EmailSettings, PlannedEmail } from '../domain/emails';
import type { EmailSettingsStore } from '../models/email-settings-store';
import type { OutgoingEmailStore } from '../models/outgoing-email-store';

interface Deps {
  settings: Pick<EmailSettingsStore, 'wording'>;
  emails: Pick<OutgoingEmailStore, 'record'>;
  queue: Pick<EmailQueue, 'enqueue'>;
}

/** Which emails an event causes, given the current wording (see domain/emails). */
export type EmailPlan = (wording: EmailSettings) => PlannedEmail[];

export type SendEventEmails = (key: string, cause: string, plan: EmailPlan) => Promise<void>;

/**
 * The emails an event causes: planned with the current wording, each recorded once under
 * `<key>:<recipient>` (so an event delivered twice sends one email) and queued. One recorded by an
 * earlier delivery is queued again unless it was sent; its job id makes that add nothing while its
 * job is still there. Nothing upstream waits for the SMTP server.
 */
export const sendEventEmails =
  ({ settings, emails, queue }: Deps): SendEventEmails =>
  async (key, cause, plan) => {
    for (const email of plan(await settings.wording())) {
      const record = await emails.record(`${key}:${email.recipient}`, `${cause} (${email.recipient})`, email);
      if (record && record.state !== 'sent') {
        await queue.enqueue(record.id, record.jobId ?? emailJobId(record.id, 'first'));
      }
    }
  };
