import type { ServiceRuntime } from '@shop/kit';

export interface NewsletterQueueOptions {
  maxAttempts: number;
  backoffMs: number;
}

export interface NewsletterQueue {
  /** Queues the signup's sync as this attempt (`first`, `sweep-<time>`): the same attempt queued twice syncs once. */
  enqueue(subscriberId: number, attempt: string): Promise<void>;
}

/** The BullMQ queue `newsletter`: each job syncs one stored signup to Mailchimp, retried with backoff. */
export function newsletterQueue(
  runtime: ServiceRuntime,
  { maxAttempts, backoffMs }: NewsletterQueueOptions,
  sync: (subscriberId: number) => Promise<void>,
): NewsletterQueue {
  const queue = runtime.jobQueue<{ subscriberId: number }>('newsletter', (job) => sync(job.data.subscriberId));

  return {
    async enqueue(subscriberId, attempt) {
      await queue.add(
        'sync',
        { subscriberId },
        {
          jobId: `subscriber-${subscriberId}-${attempt}`,
          attempts: maxAttempts,
          backoff: { type: 'exponential', delay: backoffMs },
        },
      );
    },
  };
}
