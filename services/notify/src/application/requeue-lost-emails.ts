import { randomUUID } from 'node:crypto';
import type { EmailQueue } from '../adapters/email-queue';
import { emailJobId } from '../domain/email-jobs';
import type { OutgoingEmailStore } from '../models/outgoing-email-store';

/** Queued emails one housekeeping run looks at; the next run takes the rest. */
const REQUEUE_BATCH = 200;

interface Deps {
  emails: Pick<OutgoingEmailStore, 'queuedBefore' | 'claimRequeue'>;
  queue: EmailQueue;
}

/**
 * The housekeeping sweep: queues again each email queued before `cutoff` whose job is gone (Redis
 * lost it) or finished without sending it. The new job id is claimed by a guarded write first, so
 * two sweeps queue it once; a live job is left alone, so nothing is sent twice. Resolves with how
 * many it queued.
 */
export const requeueLostEmails =
  ({ emails, queue }: Deps) =>
  async (cutoff: Date): Promise<number> => {
    let requeued = 0;
    for (const email of await emails.queuedBefore(cutoff, REQUEUE_BATCH)) {
      if (await queue.jobAlive(email.jobId)) continue;
      const jobId = emailJobId(email.id, `requeue-${randomUUID()}`);
      if (!(await emails.claimRequeue(email, jobId))) continue;
      await queue.enqueue(email.id, jobId);
      requeued += 1;
    }
    return requeued;
  };
