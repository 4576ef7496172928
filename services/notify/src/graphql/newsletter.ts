import type { createMailchimpSegment } from '../application/create-mailchimp-segment';
import type { mailchimpQueries } from '../application/mailchimp-queries';
import type { saveMailchimpSettings } from '../application/save-mailchimp-settings';
import type { subscribeToNewsletter } from '../application/subscribe-to-newsletter';
import type { Resolvers } from './__generated__/resolvers';
import { toMailchimpList, toMailchimpSettingsState } from './dto';

export interface NewsletterApi {
  queries: ReturnType<typeof mailchimpQueries>;
  saveMailchimpSettings: ReturnType<typeof saveMailchimpSettings>;
  subscribeToNewsletter: ReturnType<typeof subscribeToNewsletter>;
  createMailchimpSegment: ReturnType<typeof createMailchimpSegment>;
}

/** The footer's signup, and the admin's Mailchimp panel. */
export function newsletterResolvers({ queries, ...api }: NewsletterApi): Resolvers {
  return {
    Query: {
      mailchimpSettings: async (_, __, ctx) => toMailchimpSettingsState(await queries.account({ user: ctx.user })),
      mailchimpPing: (_, __, ctx) => queries.ping({ user: ctx.user }),
      mailchimpLists: async (_, __, ctx) => (await queries.lists({ user: ctx.user })).map(toMailchimpList),
      mailchimpTags: (_, { listId }, ctx) => queries.tags(listId, { user: ctx.user }),
    },
    Mutation: {
      saveMailchimpSettings: (_, args, ctx) => api.saveMailchimpSettings(args, { user: ctx.user }),
      subscribeToNewsletter: (_, args, ctx) => api.subscribeToNewsletter(args, { user: ctx.user }),
      createMailchimpSegment: (_, args, ctx) => api.createMailchimpSegment(args, { user: ctx.user }),
    },
  };
}
