import { isDuplicateKeyError, nextId, type ServiceRuntime } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { PlannedEmail } from './domain/emails';
import type { NotifyModels } from './models';
import type { OutgoingEmail } from './models/outgoing-email';
import type { SettingsStore } from './models/settings';
import { smtpPool } from './smtp';

export interface MailerOptions {
  timeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
  /** Emails sent at once by this replica. */
  concurrency: number;
}

/**
 * Outgoing email: each one is recorded (once per idempotency key, so an event delivered twice
 * sends one email) and sent by a BullMQ job, retried with exponential backoff. A job that keeps
 * failing leaves the email `failed` with its error for an admin to retry; nothing upstream waits.
 */
export function mailer(
  runtime: ServiceRuntime,
  connection: Connection,
  { OutgoingEmail }: NotifyModels,
  settings: SettingsStore,
  { timeoutMs, maxAttempts, backoffMs, concurrency }: MailerOptions,
) {
  const smtp = smtpPool(timeoutMs);
  runtime.onStop(async () => smtp.close());
  const queue = runtime.jobQueue<{ emailId: number }>(
    'emails',
    async (job) => {
      const email = await OutgoingEmail.findOne({ id: job.data.emailId }).lean<OutgoingEmail>();
      if (!email || email.state === 'sent') return;
      const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      try {
        const saved = await settings.smtp();
        if (!saved) throw new Error('Email is not set up yet: save the SMTP settings on the Settings tab');
        await smtp.send(saved, {
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          messageId: `<${email.key}@soundhire.shop>`,
        });
        await OutgoingEmail.updateOne(
          { id: email.id },
          { $set: { state: 'sent', sentAt: new Date(), lastError: null }, $inc: { attempts: 1 } },
        );
      } catch (err) {
        const state = lastTry ? 'failed' : 'queued';
        await OutgoingEmail.updateOne(
          { id: email.id },
          { $set: { state, lastError: (err as Error).message }, $inc: { attempts: 1 } },
        );
        throw err;
      }
    },
    concurrency,
  );

  const enqueue = (emailId: number, attempt = 'first') =>
    queue.add(
      'send',
      { emailId },
      {
        jobId: `email-${emailId}-${attempt}`,
        attempts: maxAttempts,
        backoff: { type: 'exponential', delay: backoffMs },
      },
    );

  return {
    /** Records and queues each planned email under `<key>:<recipient>`; one already recorded is queued again unless sent. */
    async send(key: string, cause: string, planned: PlannedEmail[]): Promise<void> {
      for (const email of planned) {
        const emailKey = `${key}:${email.recipient}`;
        let record: OutgoingEmail | null;
        try {
          const created = await OutgoingEmail.create({
            id: await nextId(connection, 'outgoing_emails'),
            key: emailKey,
            cause: `${cause} (${email.recipient})`,
            to: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
          });
          record = created.toObject();
        } catch (err) {
          // Recorded by an earlier delivery of the event: queue it again unless it went.
          if (!isDuplicateKeyError(err)) throw err;
          record = await OutgoingEmail.findOne({ key: emailKey }).lean<OutgoingEmail>();
        }
        if (record && record.state !== 'sent') await enqueue(record.id);
      }
    },

    /** Sends a failed email again (the admin's Retry). */
    async retry(emailId: number): Promise<OutgoingEmail | null> {
      const email = await OutgoingEmail.findOneAndUpdate(
        { id: emailId, state: { $ne: 'sent' } },
        { $set: { state: 'queued' } },
        { new: true },
      ).lean<OutgoingEmail>();
      if (email) await enqueue(email.id, `retry-${Date.now()}`);
      return email;
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;
