import { join } from 'node:path';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
import { readNotifyConfig, type NotifyConfig } from './config';
import { emailHandlers } from './events/emails';
import { emailLogResolvers } from './graphql/email-log';
import { emailSettingsResolvers } from './graphql/email-settings';
import { newsletterResolvers } from './graphql/newsletter';
import { mailer } from './mailer';
import { createModels } from './models';
import { settingsStore } from './models/settings';
import { newsletter } from './newsletter';

/** Email settings, the emails the shop's events cause (queued, retried, logged), the mail log, and the newsletter. */
export function createService(config: NotifyConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'notify', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    const settings = settingsStore(models.EmailSettings, config.SECRETS_KEY);
    const mail = mailer(runtime, runtime.connection, models, settings, {
      timeoutMs: config.SMTP_TIMEOUT_MS,
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
      backoffMs: config.EMAIL_BACKOFF_MS,
      concurrency: config.EMAIL_CONCURRENCY,
    });

    const news = newsletter(runtime, runtime.connection, models, {
      secretsKey: config.SECRETS_KEY,
      baseUrl: config.MAILCHIMP_BASE_URL,
      timeoutMs: config.MAILCHIMP_TIMEOUT_MS,
      maxAttempts: config.NEWSLETTER_MAX_ATTEMPTS,
      backoffMs: config.NEWSLETTER_BACKOFF_MS,
    });

    const settingsApi = emailSettingsResolvers(settings, config.SMTP_TIMEOUT_MS);
    const newsletterApi = newsletterResolvers(news);
    const log = emailLogResolvers(models, mail);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: {
        Query: { ...settingsApi.Query, ...log.Query, ...newsletterApi.Query },
        Mutation: { ...settingsApi.Mutation, ...log.Mutation, ...newsletterApi.Mutation },
      },
    });
    runtime.housekeep({ name: 'newsletter signups not yet synced', run: () => news.syncPending() });
    runtime.housekeep({
      name: 'queued emails whose job was lost',
      run: () => mail.requeueLost(new Date(Date.now() - config.EMAIL_REQUEUE_AFTER_MS)),
    });
    await runtime.consume('emails', emailHandlers(settings, mail));
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const notifyService = (env: NodeJS.ProcessEnv): Service => createService(readNotifyConfig(env));
