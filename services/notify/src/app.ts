import { join } from 'node:path';
import { letterheadOf } from '@shop/contracts';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
import { emailQueue } from './adapters/email-queue';
import { newsletterQueue } from './adapters/newsletter-queue';
import { smtpPool } from './adapters/smtp';
import { createMailchimpSegment } from './application/create-mailchimp-segment';
import { deliverEmail } from './application/deliver-email';
import { orderInvoicePdfs } from './adapters/invoices';
import { emailLog } from './application/email-log-queries';
import { emailSettings } from './application/email-settings-queries';
import { mailchimpConnection } from './application/mailchimp-connection';
import { mailchimpQueries } from './application/mailchimp-queries';
import { requeueLostEmails } from './application/requeue-lost-emails';
import { retryEmail } from './application/retry-email';
import { saveEmailSettings } from './application/save-email-settings';
import { saveMailchimpSettings } from './application/save-mailchimp-settings';
import { sendEventEmails } from './application/send-event-emails';
import { sendTestEmail } from './application/send-test-email';
import { subscribeToNewsletter } from './application/subscribe-to-newsletter';
import { syncPendingSubscribers } from './application/sync-pending-subscribers';
import { syncSubscriber } from './application/sync-subscriber';
import { readNotifyConfig, type NotifyConfig } from './config';
import { emailHandlers } from './events/emails';
import type { Resolvers } from './graphql/__generated__/resolvers';
import { emailLogResolvers } from './graphql/email-log';
import { emailSettingsResolvers } from './graphql/email-settings';
import { newsletterResolvers } from './graphql/newsletter';
import { createModels } from './models';
import { emailSettingsStore } from './models/email-settings-store';
import { letterheadStore } from './models/letterhead-store';
import { mailchimpAccountStore } from './models/mailchimp-account-store';
import { outgoingEmailStore } from './models/outgoing-email-store';
import { subscriberStore } from './models/subscriber-store';

/** Email settings, the emails the shop's events cause (queued, retried, logged), the mail log, and the newsletter. */
export function createService(config: NotifyConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'notify', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);

    // Outgoing email: recorded once per event and recipient, sent by a queued job over pooled SMTP connections.
    const settings = emailSettingsStore(models.EmailSettings, config.SECRETS_KEY);
    // The letterhead hire prints quote PDFs with, published from the settings: at start too, so a shop that never
    // published one (or crashed between saving and publishing) still does.
    runtime.useOutbox([models.Letterhead]);
    await runtime.ensureIndexes();
    const publishLetterhead = letterheadStore(models.Letterhead, (written) => runtime.kickRelay(written));
    await publishLetterhead(letterheadOf(await settings.wording()));
    const emails = outgoingEmailStore(models.OutgoingEmail, runtime.connection);
    const smtp = smtpPool(config.SMTP_TIMEOUT_MS);
    runtime.onStop(async () => smtp.close());
    const queue = emailQueue(
      runtime,
      {
        maxAttempts: config.EMAIL_MAX_ATTEMPTS,
        backoffMs: config.EMAIL_BACKOFF_MS,
        concurrency: config.EMAIL_CONCURRENCY,
      },
      deliverEmail({
        settings,
        emails,
        smtp,
        leaseMs: config.EMAIL_LEASE_MS,
        orderInvoice: config.PAYMENTS_URL ? orderInvoicePdfs(config.PAYMENTS_URL, config.INTERNAL_SECRET) : null,
      }),
    );

    // The newsletter: signups stored first and synced to Mailchimp by a queued job.
    const accounts = mailchimpAccountStore(models.MailchimpSettings, config.SECRETS_KEY);
    const subscribers = subscriberStore(models.Subscriber, runtime.connection);
    const mailchimp = mailchimpConnection(accounts, {
      baseUrl: config.MAILCHIMP_BASE_URL,
      timeoutMs: config.MAILCHIMP_TIMEOUT_MS,
    });
    const newsletter = newsletterQueue(
      runtime,
      { maxAttempts: config.NEWSLETTER_MAX_ATTEMPTS, backoffMs: config.NEWSLETTER_BACKOFF_MS },
      syncSubscriber({ subscribers, mailchimp }),
    );
    const syncPending = syncPendingSubscribers({ subscribers, queue: newsletter });

    const settingsApi = emailSettingsResolvers({
      emailSettings: emailSettings(settings),
      saveEmailSettings: saveEmailSettings(settings, publishLetterhead),
      sendTestEmail: sendTestEmail(settings, config.SMTP_TIMEOUT_MS),
    });
    const logApi = emailLogResolvers({ emailLog: emailLog(emails), retryEmail: retryEmail({ emails, queue }) });
    const newsletterApi = newsletterResolvers({
      queries: mailchimpQueries(accounts, mailchimp),
      saveMailchimpSettings: saveMailchimpSettings({ accounts, mailchimp, syncPending }),
      subscribeToNewsletter: subscribeToNewsletter({ subscribers, queue: newsletter, logger: runtime.logger }),
      createMailchimpSegment: createMailchimpSegment(mailchimp),
    });
    const resolvers: Resolvers = {
      Query: { ...settingsApi.Query, ...logApi.Query, ...newsletterApi.Query },
      Mutation: { ...settingsApi.Mutation, ...logApi.Mutation, ...newsletterApi.Mutation },
    };
    await runtime.mountSubgraph({ typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')), resolvers });

    runtime.housekeep({ name: 'newsletter signups not yet synced', run: syncPending });
    const requeueLost = requeueLostEmails({ emails, queue });
    runtime.housekeep({
      name: 'queued emails whose job was lost',
      run: () => requeueLost(new Date(Date.now() - config.EMAIL_REQUEUE_AFTER_MS)),
    });
    await runtime.consume('emails', emailHandlers(sendEventEmails({ settings, emails, queue }), config.SHOP_URL), {
      gather: true,
    });
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const notifyService = (env: NodeJS.ProcessEnv): Service => createService(readNotifyConfig(env));
