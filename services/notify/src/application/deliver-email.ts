import { randomUUID } from 'node:crypto';
import { eventually } from '@shop/kit';
import type { DeliverEmail } from '../adapters/email-queue';
import type { SmtpPool } from '../adapters/smtp';
import type { OrderInvoicePdf } from '../adapters/invoices';
import { attachmentFile, type AttachmentFile, type AttachmentSource } from '../domain/attachments';
import type { EmailSettingsStore } from '../models/email-settings-store';
import type { OutgoingEmailStore } from '../models/outgoing-email-store';

interface Deps {
  settings: Pick<EmailSettingsStore, 'smtp'>;
  emails: Pick<OutgoingEmailStore, 'byId' | 'claim' | 'markSent' | 'markAttemptFailed'>;
  smtp: Pick<SmtpPool, 'send'>;
  /** How long one send holds its email: longer than a send can take. */
  leaseMs: number;
  /** An order's VAT invoice from payments; null in a shop without payments, whose confirmations go without it. */
  orderInvoice?: OrderInvoicePdf | null;
}

/**
 * The files of an email's attachments. An order's invoice not issued yet (payments issues it as the order is paid, a
 * moment before or after the email) fails this try, so the queue tries again; on the last try the email goes without
 * it rather than not at all.
 */
async function attachmentFiles(
  sources: AttachmentSource[],
  orderInvoice: OrderInvoicePdf | null,
  lastTry: boolean,
): Promise<AttachmentFile[]> {
  const files = await Promise.all(
    sources.map(async (source) => {
      if (source.kind === 'quote-pdf') return attachmentFile(source);
      if (!orderInvoice) return null;
      const invoice = await orderInvoice(source.orderId).catch((err: unknown) => {
        if (lastTry) return null;
        throw err;
      });
      if (!invoice && !lastTry) throw new Error(`Order ${source.orderId}'s invoice is not issued yet`);
      return invoice;
    }),
  );
  return files.filter((file): file is AttachmentFile => file !== null);
}

/**
 * Sends one recorded email through the saved SMTP server (the email queue's job) and records the
 * answer; its attachments (a quote's PDF, an order's invoice) are made here from what the record keeps. The send first
 * records the email as `sending` under a lease, before the SMTP conversation: a second run of its job
 * (its lock lapsed under load, the sweep queued it again) finds it held and answers when to come back,
 * so two runs never send it side by side, and a holder that died is taken over once its lease runs
 * out (the one case that can repeat a message, with the same Message-ID). A failure is rethrown so the queue tries again;
 * after its last try the email is kept as `failed` with its error, for an admin to retry.
 */
export const deliverEmail =
  ({ settings, emails, smtp, leaseMs, orderInvoice = null }: Deps): DeliverEmail =>
  async (emailId, lastTry) => {
    const email = await emails.byId(emailId);
    // Sent (the server accepted it) or failed for good: never sent again from here.
    if (!email || (email.state !== 'queued' && email.state !== 'sending')) return;
    const now = Date.now();
    if (email.state === 'sending' && email.claimedUntil && email.claimedUntil.getTime() > now) {
      return { busyUntil: email.claimedUntil };
    }
    const claimId = randomUUID();
    const until = new Date(now + leaseMs);
    if (!(await emails.claim(email, claimId, until, new Date(now)))) return { busyUntil: until };
    try {
      const saved = await settings.smtp();
      if (!saved) throw new Error('Email is not set up yet: save the SMTP settings on the Settings tab');
      const attachments = await attachmentFiles(email.attachments ?? [], orderInvoice, lastTry);
      await smtp.send(saved, {
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        // The same for every send of this email, so a repeat after a crash is recognisable as one.
        messageId: `<${email.key}@soundhire.shop>`,
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (err) {
      await emails.markAttemptFailed(email.id, claimId, lastTry ? 'failed' : 'queued', (err as Error).message);
      throw err;
    }
    // The server has it: keep trying to record that while the claim holds (the database may be restarting), since
    // an email left unrecorded is sent again once its lease runs out.
    await eventually(() => emails.markSent(email.id, claimId), Math.max(until.getTime() - Date.now(), 0), 1000);
  };
