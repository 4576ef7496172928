import type { emailLog } from '../application/email-log-queries';
import type { retryEmail } from '../application/retry-email';
import type { Resolvers } from './__generated__/resolvers';
import { toOutgoingEmail } from './dto';

export interface EmailLogApi {
  emailLog: ReturnType<typeof emailLog>;
  retryEmail: ReturnType<typeof retryEmail>;
}

/** The outgoing-mail log on the Settings tab: sent and failed emails, and Retry. */
export function emailLogResolvers(api: EmailLogApi): Resolvers {
  return {
    Query: {
      emailLog: async (_, args, ctx) => (await api.emailLog(args, { user: ctx.user })).map(toOutgoingEmail),
    },
    Mutation: {
      retryEmail: async (_, { id }, ctx) => toOutgoingEmail(await api.retryEmail(id, { user: ctx.user })),
    },
  };
}
