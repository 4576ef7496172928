import { NEWSLETTER_MESSAGES as N, newsletterSubscribeSchema } from '@shop/contracts';
import { Invalid, parseInput, type AuthContext, type Logger } from '@shop/kit';
import { z } from 'zod';
import type { NewsletterQueue } from '../adapters/newsletter-queue';
import { subscriberKey } from '../domain/newsletter';
import type { SubscriberStore } from '../models/subscriber-store';

const listIdSchema = z.string().trim().max(100).nullish();

interface Deps {
  subscribers: Pick<SubscriberStore, 'exists' | 'add'>;
  queue: NewsletterQueue;
  logger: Logger;
}

export interface NewsletterSignupInput {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  /** Honoured for admins only (Add Subscriber); everyone else joins the default list. */
  listId?: unknown;
}

/** The footer's signup and the admin's Add Subscriber: stored at once (once per address and list), synced by a job. */
export const subscribeToNewsletter =
  ({ subscribers, queue, logger }: Deps) =>
  async (input: NewsletterSignupInput, actor: AuthContext) => {
    const isAdmin = actor.user?.role === 'admin';
    const listId = isAdmin ? parseInput(listIdSchema, input.listId, 'listId') || null : null;
    if (isAdmin && input.listId !== undefined && input.listId !== null && !input.email) {
      throw new Invalid(`email: ${N.subscriberRequired}`, 'email');
    }
    const signup = parseInput(newsletterSubscribeSchema, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    const email = signup.email.toLowerCase();
    const key = subscriberKey(email, listId);
    const already = { success: true, alreadySubscribed: true, message: N.alreadySubscribed };
    if (await subscribers.exists(key)) return already;
    const subscriber = await subscribers.add({
      key,
      email,
      firstName: signup.firstName,
      lastName: signup.lastName,
      listId,
    });
    if (!subscriber) return already;
    // The signup is kept even if Redis is down for a moment: the housekeeping sweep queues it.
    await queue.enqueue(subscriber.id, 'first').catch((err) => logger.warn({ err }, 'newsletter sync not queued'));
    return { success: true, alreadySubscribed: false, message: N.subscribed };
  };
