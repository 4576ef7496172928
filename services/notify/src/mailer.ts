import { randomUUID } from 'node:crypto';
import { EMAIL_LOG_MESSAGES } from '@shop/contracts';
import { Conflict, NotFound, isDuplicateKeyError, nextId, type ServiceRuntime } from '@shop/kit';
import type { Connection } from 'mongoose';
import type { PlannedEmail } from './domain/emails';
import type { NotifyModels } from './models';
import type { OutgoingEmail } from './models/outgoing-email';
import type { SettingsStore } from './models/settings';
import { smtpPool } from './smtp';

/** Queued emails one housekeeping run looks at; the next run takes the rest. */
const REQUEUE_BATCH = 200;

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

  const jobIdOf = (emailId: number, attempt: string) => `email-${emailId}-${attempt}`;
  // Adding a job id BullMQ already holds adds nothing, so queueing the same attempt twice sends once.
  const enqueue = (emailId: number, jobId: string) =>
    queue.add(
      'send',
      { emailId },
      { jobId, attempts: maxAttempts, backoff: { type: 'exponential', delay: backoffMs } },
    );

  /** A job that is waiting, delayed or running will still send its email; one finished or gone will not. */
  const jobAlive = async (jobId: string | null): Promise<boolean> => {
    const job = jobId ? await queue.getJob(jobId) : undefined;
    if (!job) return false;
    return !['completed', 'failed', 'unknown'].includes(await job.getState());
  };

  return {
    /** Records and queues each planned email under `<key>:<recipient>`; one already recorded is queued again unless sent. */
    async send(key: string, cause: string, planned: PlannedEmail[]): Promise<void> {
      for (const email of planned) {
        const emailKey = `${key}:${email.recipient}`;
        let record: OutgoingEmail | null;
        try {
          const id = await nextId(connection, 'outgoing_emails');
          const created = await OutgoingEmail.create({
            id,
            jobId: jobIdOf(id, 'first'),
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
        if (record && record.state !== 'sent') await enqueue(record.id, record.jobId ?? jobIdOf(record.id, 'first'));
      }
    },

    /** Sends a failed email again (the admin's Retry); one queued or sent is refused, so two clicks send one email. */
    async retry(emailId: number): Promise<OutgoingEmail> {
      const email = await OutgoingEmail.findOne({ id: emailId }).lean<OutgoingEmail>();
      if (!email) throw new NotFound(EMAIL_LOG_MESSAGES.notFound);
      if (email.state !== 'failed') {
        throw new Conflict(email.state === 'sent' ? EMAIL_LOG_MESSAGES.alreadySent : EMAIL_LOG_MESSAGES.stillQueued);
      }
      const jobId = jobIdOf(email.id, `retry-${email.attempts}`);
      // Guarded on the state read: of two retries at once, one queues it.
      const { matchedCount } = await OutgoingEmail.updateOne(
        { id: email.id, state: 'failed', attempts: email.attempts },
        { $set: { state: 'queued', jobId } },
      );
      if (!matchedCount) throw new Conflict(EMAIL_LOG_MESSAGES.stillQueued);
      await enqueue(email.id, jobId);
      return { ...email, state: 'queued', jobId };
    },

    /**
     * Queues again each email queued before `cutoff` whose job is gone (Redis lost it) or finished
     * without sending it. The new job id is claimed by a guarded write first, so two sweeps queue
     * it once; a live job is left alone, so nothing is sent twice. Resolves with how many it queued.
     */
    async requeueLost(cutoff: Date): Promise<number> {
      const stale = await OutgoingEmail.find({ state: 'queued', updatedAt: { $lt: cutoff } })
        .limit(REQUEUE_BATCH)
        .lean<OutgoingEmail[]>();
      let requeued = 0;
      for (const email of stale) {
        if (await jobAlive(email.jobId)) continue;
        const jobId = jobIdOf(email.id, `requeue-${randomUUID()}`);
        const { matchedCount } = await OutgoingEmail.updateOne(
          { id: email.id, state: 'queued', jobId: email.jobId },
          { $set: { jobId } },
        );
        if (!matchedCount) continue;
        await enqueue(email.id, jobId);
        requeued += 1;
      }
      return requeued;
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;
