import type { SubscriberStore } from '../models/subscriber-store';
import type { MailchimpConnection } from './mailchimp-connection';

interface Deps {
  subscribers: Pick<SubscriberStore, 'byId' | 'markSynced' | 'markSyncFailed'>;
  mailchimp: Pick<MailchimpConnection, 'connect'>;
}

/**
 * Adds one stored signup to its Mailchimp list (the newsletter queue's job). A failure is noted on
 * the signup and rethrown so the queue tries again; the housekeeping sweep picks up what is left.
 */
export const syncSubscriber =
  ({ subscribers, mailchimp }: Deps) =>
  async (subscriberId: number): Promise<void> => {
    const subscriber = await subscribers.byId(subscriberId);
    if (!subscriber || subscriber.syncedAt) return;
    try {
      const mc = await mailchimp.connect();
      if (!mc) throw new Error('Mailchimp is not configured yet');
      const listId = subscriber.listId ?? mc.account.defaultListId;
      await mc.api.upsertMember(listId, subscriber.email, subscriber.firstName, subscriber.lastName);
      await subscribers.markSynced(subscriber.id);
    } catch (err) {
      await subscribers.markSyncFailed(subscriber.id, (err as Error).message);
      throw err;
    }
  };
