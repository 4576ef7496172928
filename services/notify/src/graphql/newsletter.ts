import {
  MASKED_PASSWORD,
  NEWSLETTER_MESSAGES as N,
  mailchimpSegmentSchema,
  mailchimpSettingsSchema,
  newsletterSubscribeSchema,
} from '@shop/contracts';
import { Invalid, ServiceUnavailable, parseInput, requireAdmin, type SubgraphContext } from '@shop/kit';
import { z } from 'zod';
import type { Newsletter } from '../newsletter';

const listIdSchema = z.string().trim().max(100).nullish();
const mask = (apiKey: string) => `${MASKED_PASSWORD}${apiKey.slice(-6)}`;

/** The footer's signup, and the admin's Mailchimp panel. */
export function newsletterResolvers(news: Newsletter) {
  const connected = async () => {
    const mc = await news.connect();
    if (!mc) throw new ServiceUnavailable('Mailchimp is not configured: save an API key and a default list first');
    return mc;
  };

  return {
    Query: {
      mailchimpSettings: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const mc = await news.connect();
        return {
          settings: mc
            ? {
                configured: true,
                apiKey: mask(mc.apiKey),
                serverPrefix: mc.settings.serverPrefix,
                defaultListId: mc.settings.defaultListId,
              }
            : { configured: false, apiKey: '', serverPrefix: '', defaultListId: '' },
        };
      },
      mailchimpPing: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const mc = await news.connect();
        if (!mc) return { success: false, message: 'Mailchimp is not configured', warning: null };
        try {
          const { health_status } = await mc.api.ping();
          return { success: true, message: health_status, warning: null };
        } catch (err) {
          return { success: false, message: (err as Error).message, warning: null };
        }
      },
      mailchimpLists: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return (await connected()).api.lists();
      },
      mailchimpTags: async (_: unknown, args: { listId: string }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return (await connected()).api.tags(args.listId);
      },
    },
    Mutation: {
      saveMailchimpSettings: async (
        _: unknown,
        args: { apiKey?: unknown; defaultListId?: unknown },
        ctx: SubgraphContext,
      ) => {
        requireAdmin(ctx);
        const stored = await news.connect();
        // The read-only view's masked key sent back means "keep the key".
        const apiKey =
          stored && typeof args.apiKey === 'string' && args.apiKey.startsWith(MASKED_PASSWORD)
            ? stored.apiKey
            : args.apiKey;
        const input = parseInput(mailchimpSettingsSchema, { apiKey, defaultListId: args.defaultListId });
        return news.saveSettings(input.apiKey, input.defaultListId);
      },
      subscribeToNewsletter: async (
        _: unknown,
        args: { email?: unknown; firstName?: unknown; lastName?: unknown; listId?: unknown },
        ctx: SubgraphContext,
      ) => {
        const isAdmin = ctx.user?.role === 'admin';
        const listId = isAdmin ? parseInput(listIdSchema, args.listId, 'listId') || null : null;
        if (isAdmin && args.listId !== undefined && args.listId !== null && !args.email) {
          throw new Invalid(`email: ${N.subscriberRequired}`, 'email');
        }
        const signup = parseInput(newsletterSubscribeSchema, {
          email: args.email,
          firstName: args.firstName,
          lastName: args.lastName,
        });
        return news.subscribe(signup, listId);
      },
      createMailchimpSegment: async (_: unknown, args: { listId?: unknown; name?: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const { listId, name } = parseInput(mailchimpSegmentSchema, { listId: args.listId, name: args.name });
        const segment = await (await connected()).api.createSegment(listId, name);
        return { success: true, message: `Segment "${segment.name}" created`, warning: null };
      },
    },
  };
}
