import { DelayedError } from 'bullmq';
import type { ServiceRuntime } from '@shop/kit';

export interface EmailQueueOptions {
  maxAttempts: number;
  backoffMs: number;
  /** Emails sent at once by this replica. */
  concurrency: number;
}

/**
 * Sends one recorded email; `lastTry` says the queue will not try it again after a failure. Answers
 * `busyUntil` when another send holds the email: the job comes back then, without spending a try.
 */
export type DeliverEmail = (emailId: number, lastTry: boolean) => Promise<{ busyUntil: Date } | undefined>;

export interface EmailQueue {
  /** Queues the email's send under this job id; an id BullMQ already holds adds nothing, so the same attempt sends once. */
  enqueue(emailId: number, jobId: string): Promise<void>;
  /** Whether the job will still send its email (waiting, delayed or running); one finished or gone will not. */
  jobAlive(jobId: string | null): Promise<boolean>;
}

/** The BullMQ queue `emails`: each job sends one recorded email, retried with exponential backoff. */
export function emailQueue(
  runtime: Pick<ServiceRuntime, 'jobQueue'>,
  { maxAttempts, backoffMs, concurrency }: EmailQueueOptions,
  deliver: DeliverEmail,
): EmailQueue {
  const queue = runtime.jobQueue<{ emailId: number }>(
    'emails',
    async (job, token) => {
      const busy = await deliver(job.data.emailId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      if (!busy) return;
      await job.moveToDelayed(busy.busyUntil.getTime(), token);
      throw new DelayedError();
    },
    concurrency,
  );

  return {
    async enqueue(emailId, jobId) {
      await queue.add(
        'send',
        { emailId },
        { jobId, attempts: maxAttempts, backoff: { type: 'exponential', delay: backoffMs } },
      );
    },

    async jobAlive(jobId) {
      const job = jobId ? await queue.getJob(jobId) : undefined;
      if (!job) return false;
      return !['completed', 'failed', 'unknown'].includes(await job.getState());
    },
  };
}
