import type { DeliverEmail } from '../adapters/email-queue';
import type { SmtpPool } from '../adapters/smtp';
import { attachmentFile } from '../domain/attachments';
import type { EmailSettingsStore } from '../models/email-settings-store';
import type { OutgoingEmailStore } from '../models/outgoing-email-store';

interface Deps {
  settings: Pick<EmailSettingsStore, 'smtp'>;
  emails: Pick<OutgoingEmailStore, 'byId' | 'markSent' | 'markAttemptFailed'>;
  smtp: Pick<SmtpPool, 'send'>;
}

/**
 * Sends one recorded email through the saved SMTP server (the email queue's job) and records the
 * answer; its attachments (a quote's PDF) are made here from what the record keeps. A failure is
 * rethrown so the queue tries again; after its last try the email is kept as `failed` with its
 * error, for an admin to retry.
 */
export const deliverEmail =
  ({ settings, emails, smtp }: Deps): DeliverEmail =>
  async (emailId, lastTry) => {
    const email = await emails.byId(emailId);
    if (!email || email.state === 'sent') return;
    try {
      const saved = await settings.smtp();
      if (!saved) throw new Error('Email is not set up yet: save the SMTP settings on the Settings tab');
      const attachments = await Promise.all((email.attachments ?? []).map(attachmentFile));
      await smtp.send(saved, {
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<${email.key}@soundhire.shop>`,
        ...(attachments.length ? { attachments } : {}),
      });
      await emails.markSent(email.id);
    } catch (err) {
      await emails.markAttemptFailed(email.id, lastTry ? 'failed' : 'queued', (err as Error).message);
      throw err;
    }
  };
