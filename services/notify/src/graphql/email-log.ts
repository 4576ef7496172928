import { idSchema, parseInput, requireAdmin, type SubgraphContext } from '@shop/kit';
import { listLimitSchema } from '@shop/contracts';
import { z } from 'zod';
import type { Mailer } from '../mailer';
import type { NotifyModels } from '../models';
import { EMAIL_STATES, type OutgoingEmail } from '../models/outgoing-email';

const filterSchema = z.object({
  state: z.enum(EMAIL_STATES, { error: `state must be one of ${EMAIL_STATES.join(', ')}` }).nullish(),
  limit: listLimitSchema('Query', 'emailLog'),
});

const toDto = (email: OutgoingEmail) => ({
  id: email.id,
  cause: email.cause,
  to: email.to,
  subject: email.subject,
  state: email.state,
  attempts: email.attempts,
  lastError: email.lastError,
  sentAt: email.sentAt?.toISOString() ?? null,
  createdAt: email.createdAt.toISOString(),
});

/** The outgoing-mail log on the Settings tab: sent and failed emails, and Retry. */
export function emailLogResolvers({ OutgoingEmail }: NotifyModels, mail: Mailer) {
  return {
    Query: {
      emailLog: async (_: unknown, args: { state?: unknown; limit?: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const { state, limit } = parseInput(filterSchema, args);
        const emails = await OutgoingEmail.find(state ? { state } : {})
          .sort({ createdAt: -1, id: -1 })
          .limit(limit)
          .lean<OutgoingEmail[]>();
        return emails.map(toDto);
      },
    },
    Mutation: {
      retryEmail: async (_: unknown, args: { id: unknown }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        return toDto(await mail.retry(id));
      },
    },
  };
}
