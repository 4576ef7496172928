import { join } from 'node:path';
import { ServiceRuntime, readSchema, serviceFrom, type Service } from '@shop/kit';
import { readNotifyConfig, type NotifyConfig } from './config';
import { emailHandlers } from './events/emails';
import { emailLogResolvers } from './graphql/email-log';
import { emailSettingsResolvers } from './graphql/email-settings';
import { mailer } from './mailer';
import { createModels } from './models';
import { settingsStore } from './models/settings';

/** Email settings, the emails the shop's events cause (queued, retried, logged), and the mail log. */
export function createService(config: NotifyConfig): Service {
  return serviceFrom(async () => {
    const runtime = await ServiceRuntime.create({ name: 'notify', config, dbName: config.MONGODB_DB });
    const models = createModels(runtime.connection);
    const settings = settingsStore(models.EmailSettings, config.SECRETS_KEY);
    const mail = mailer(runtime, runtime.connection, models, settings, {
      timeoutMs: config.SMTP_TIMEOUT_MS,
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
      backoffMs: config.EMAIL_BACKOFF_MS,
    });

    const settingsApi = emailSettingsResolvers(settings, config.SMTP_TIMEOUT_MS);
    const log = emailLogResolvers(models, mail);
    await runtime.mountSubgraph({
      typeDefs: readSchema(join(__dirname, 'graphql/schema.graphql')),
      resolvers: {
        Query: { ...settingsApi.Query, ...log.Query },
        Mutation: { ...settingsApi.Mutation, ...log.Mutation },
      },
    });
    await runtime.consume('emails', emailHandlers(settings, mail));
    return runtime.listen(config.PORT);
  });
}

/** Starts the service from an environment's settings (how in-process test stacks start it). */
export const notifyService = (env: NodeJS.ProcessEnv): Service => createService(readNotifyConfig(env));
