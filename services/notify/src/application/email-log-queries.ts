import { listLimitSchema } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import { z } from 'zod';
import { EMAIL_STATES, type OutgoingEmail } from '../models/outgoing-email';
import type { OutgoingEmailStore } from '../models/outgoing-email-store';

const filterSchema = z.object({
  state: z.enum(EMAIL_STATES, { error: `state must be one of ${EMAIL_STATES.join(', ')}` }).nullish(),
  limit: listLimitSchema('Query', 'emailLog'),
});

/** The outgoing-mail log on the Settings tab: the latest emails, newest first, optionally in one state. */
export const emailLog =
  (emails: Pick<OutgoingEmailStore, 'latest'>) =>
  async (filter: { state?: unknown; limit?: unknown }, actor: AuthContext): Promise<OutgoingEmail[]> => {
    requireAdmin(actor);
    const { state, limit } = parseInput(filterSchema, filter);
    return emails.latest(state, limit);
  };
