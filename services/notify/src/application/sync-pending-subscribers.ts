import type { NewsletterQueue } from '../adapters/newsletter-queue';
import type { SubscriberStore } from '../models/subscriber-store';

interface Deps {
  subscribers: Pick<SubscriberStore, 'unsyncedIds'>;
  queue: NewsletterQueue;
}

/**
 * Queues a sync of every signup not yet in Mailchimp (by the housekeeping job, and when the
 * settings are saved), so an outage or an account not yet set up loses none. Resolves with how many.
 */
export const syncPendingSubscribers =
  ({ subscribers, queue }: Deps) =>
  async (): Promise<number> => {
    const pending = await subscribers.unsyncedIds();
    const attempt = `sweep-${Date.now()}`;
    for (const id of pending) await queue.enqueue(id, attempt);
    return pending.length;
  };
