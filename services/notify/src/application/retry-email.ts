import { EMAIL_LOG_MESSAGES } from '@shop/contracts';
import { Conflict, NotFound, idSchema, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { EmailQueue } from '../adapters/email-queue';
import { emailJobId } from '../domain/email-jobs';
import type { OutgoingEmail } from '../models/outgoing-email';
import type { OutgoingEmailStore } from '../models/outgoing-email-store';

interface Deps {
  emails: Pick<OutgoingEmailStore, 'byId' | 'claimRetry'>;
  queue: Pick<EmailQueue, 'enqueue'>;
}

/** The admin's Retry: sends a failed email again; one queued or sent is refused, so two clicks send one email. */
export const retryEmail =
  ({ emails, queue }: Deps) =>
  async (rawId: unknown, actor: AuthContext): Promise<OutgoingEmail> => {
    requireAdmin(actor);
    const id = parseInput(idSchema, rawId, 'id');
    const email = await emails.byId(id);
    if (!email) throw new NotFound(EMAIL_LOG_MESSAGES.notFound);
    if (email.state !== 'failed') {
      throw new Conflict(email.state === 'sent' ? EMAIL_LOG_MESSAGES.alreadySent : EMAIL_LOG_MESSAGES.stillQueued);
    }
    const jobId = emailJobId(email.id, `retry-${email.attempts}`);
    if (!(await emails.claimRetry(email, jobId))) throw new Conflict(EMAIL_LOG_MESSAGES.stillQueued);
    await queue.enqueue(email.id, jobId);
    return { ...email, state: 'queued', jobId };
  };
