import { NEWSLETTER_MESSAGES as N, serverPrefixOf, type NewsletterSubscribe } from '@shop/contracts';
import { isDuplicateKeyError, nextId, type ServiceRuntime } from '@shop/kit';
import type { Connection } from 'mongoose';
import { seal, unseal } from './domain/secrets';
import { mailchimp } from './mailchimp';
import type { NotifyModels } from './models';
import type { StoredMailchimpSettings, Subscriber } from './models/newsletter';

export interface NewsletterOptions {
  secretsKey: string;
  baseUrl: string | undefined;
  timeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
}

/**
 * Newsletter signups and the Mailchimp connection. A signup is stored first and synced by a
 * queued job, retried with backoff; signups still unsynced are queued again when the settings are
 * saved and by the housekeeping job, so an outage or an account not yet set up loses none.
 */
export function newsletter(
  runtime: ServiceRuntime,
  connection: Connection,
  { Subscriber, MailchimpSettings }: NotifyModels,
  { secretsKey, baseUrl, timeoutMs, maxAttempts, backoffMs }: NewsletterOptions,
) {
  const stored = () => MailchimpSettings.findById('mailchimp').lean<StoredMailchimpSettings>();

  /** The API for the saved settings, or null before they are saved. */
  async function connect() {
    const settings = await stored();
    if (!settings) return null;
    const access = { apiKey: unseal(settings.apiKey, secretsKey), serverPrefix: settings.serverPrefix };
    return { api: mailchimp(access, baseUrl, timeoutMs), settings, apiKey: access.apiKey };
  }

  const queue = runtime.jobQueue<{ subscriberId: number }>('newsletter', async (job) => {
    const subscriber = await Subscriber.findOne({ id: job.data.subscriberId }).lean<Subscriber>();
    if (!subscriber || subscriber.syncedAt) return;
    try {
      const mc = await connect();
      if (!mc) throw new Error('Mailchimp is not configured yet');
      const listId = subscriber.listId ?? mc.settings.defaultListId;
      await mc.api.upsertMember(listId, subscriber.email, subscriber.firstName, subscriber.lastName);
      await Subscriber.updateOne({ id: subscriber.id }, { $set: { syncedAt: new Date(), lastError: null } });
    } catch (err) {
      await Subscriber.updateOne({ id: subscriber.id }, { $set: { lastError: (err as Error).message } });
      throw err;
    }
  });

  const enqueue = (subscriberId: number, attempt: string) =>
    queue.add(
      'sync',
      { subscriberId },
      {
        jobId: `subscriber-${subscriberId}-${attempt}`,
        attempts: maxAttempts,
        backoff: { type: 'exponential', delay: backoffMs },
      },
    );

  async function syncPending(): Promise<number> {
    const pending = await Subscriber.find({ syncedAt: null }).select({ id: 1 }).lean<Subscriber[]>();
    const attempt = `sweep-${Date.now()}`;
    for (const subscriber of pending) await enqueue(subscriber.id, attempt);
    return pending.length;
  }

  return {
    connect,
    syncPending,

    /** Stores the signup (once per address and list) and queues its sync. */
    async subscribe(signup: NewsletterSubscribe, listId: string | null) {
      const email = signup.email.toLowerCase();
      const key = `${listId ?? 'default'}:${email}`;
      const already = { success: true, alreadySubscribed: true, message: N.alreadySubscribed };
      if (await Subscriber.exists({ key })) return already;
      let subscriber: Subscriber;
      try {
        const id = await nextId(connection, 'subscribers');
        subscriber = (
          await Subscriber.create({ id, key, email, firstName: signup.firstName, lastName: signup.lastName, listId })
        ).toObject();
      } catch (err) {
        if (isDuplicateKeyError(err)) return already;
        throw err;
      }
      // The signup is kept even if Redis is down for a moment: the housekeeping sweep queues it.
      await enqueue(subscriber.id, 'first').catch((err) => runtime.logger.warn({ err }, 'newsletter sync not queued'));
      return { success: true, alreadySubscribed: false, message: N.subscribed };
    },

    /** Saves the key (sealed) and default list, then checks the key answers; queues what waited. */
    async saveSettings(apiKey: string, defaultListId: string) {
      await MailchimpSettings.replaceOne(
        { _id: 'mailchimp' },
        { apiKey: seal(apiKey, secretsKey), serverPrefix: serverPrefixOf(apiKey), defaultListId },
        { upsert: true },
      );
      const mc = (await connect())!;
      let warning: string | null = null;
      try {
        await mc.api.ping();
      } catch (err) {
        warning = `Settings saved, but Mailchimp did not accept the key: ${(err as Error).message}`;
      }
      await syncPending();
      return { success: true, message: 'Mailchimp settings saved', warning };
    },
  };
}

export type Newsletter = ReturnType<typeof newsletter>;
