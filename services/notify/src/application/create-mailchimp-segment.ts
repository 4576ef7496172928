import { mailchimpSegmentSchema } from '@shop/contracts';
import { parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { MailchimpConnection } from './mailchimp-connection';

/** The admin's new static segment on a Mailchimp list. */
export const createMailchimpSegment =
  (mailchimp: Pick<MailchimpConnection, 'connected'>) =>
  async (input: { listId?: unknown; name?: unknown }, actor: AuthContext) => {
    requireAdmin(actor);
    const { listId, name } = parseInput(mailchimpSegmentSchema, { listId: input.listId, name: input.name });
    const segment = await (await mailchimp.connected()).api.createSegment(listId, name);
    return { success: true, message: `Segment "${segment.name}" created`, warning: null };
  };
