import { isDuplicateKeyError, nextId } from '@shop/kit';
import type { Connection, Model } from 'mongoose';
import { emailJobId } from '../domain/email-jobs';
import type { EmailState, OutgoingEmail } from './outgoing-email';

/** What an email says and who it goes to. */
export type EmailContent = Pick<OutgoingEmail, 'to' | 'subject' | 'html' | 'text' | 'attachments'>;

/** The outgoing-mail log: every email from its recording to the SMTP server's answer. */
export function outgoingEmailStore(OutgoingEmail: Model<OutgoingEmail>, connection: Connection) {
  return {
    byId: (id: number) => OutgoingEmail.findOne({ id }).lean<OutgoingEmail>().exec(),

    /** The latest emails, newest first, in one state or all (without what their attachments are made from). */
    latest: (state: EmailState | null | undefined, limit: number) =>
      OutgoingEmail.find(state ? { state } : {}, { attachments: 0 })
        .sort({ createdAt: -1, id: -1 })
        .limit(limit)
        .lean<OutgoingEmail[]>()
        .exec(),

    /**
     * Records an email once per key, queued for its first job; one already recorded under the key
     * (by an earlier delivery of the same event) is returned as it stands.
     */
    async record(
      key: string,
      cause: string,
      { to, subject, html, text, attachments }: EmailContent,
    ): Promise<OutgoingEmail | null> {
      try {
        const id = await nextId(connection, 'outgoing_emails');
        const created = await OutgoingEmail.create({
          id,
          jobId: emailJobId(id, 'first'),
          key,
          cause,
          to,
          subject,
          html,
          text,
          attachments,
        });
        return created.toObject();
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        return OutgoingEmail.findOne({ key }).lean<OutgoingEmail>();
      }
    },

    /**
     * Records the email as `sending` for one send until `until`, before the SMTP conversation, if it is as read:
     * queued, or sending under a lease that has run out (its holder died). Of two sends at once, one wins.
     */
    async claim(email: OutgoingEmail, claimId: string, until: Date, now = new Date()): Promise<boolean> {
      const { matchedCount } = await OutgoingEmail.updateOne(
        {
          id: email.id,
          claimId: email.claimId ?? null,
          $or: [{ state: 'queued' }, { state: 'sending', claimedUntil: { $lte: now } }],
        },
        { $set: { state: 'sending', claimId, claimedUntil: until }, $inc: { takeovers: email.claimId ? 1 : 0 } },
      );
      return matchedCount > 0;
    },

    /** Records the holder's send as sent (the server accepted it), and lets the claim go. */
    async markSent(id: number, claimId: string): Promise<void> {
      await OutgoingEmail.updateOne(
        { id, claimId, state: 'sending' },
        {
          $set: { state: 'sent', sentAt: new Date(), lastError: null, claimId: null, claimedUntil: null },
          $inc: { attempts: 1 },
        },
      );
    },

    /** Counts the holder's failed attempt: still `queued` while the queue will try again, `failed` after its last try. */
    async markAttemptFailed(id: number, claimId: string, state: 'queued' | 'failed', error: string): Promise<void> {
      await OutgoingEmail.updateOne(
        { id, claimId, state: 'sending' },
        { $set: { state, lastError: error, claimId: null, claimedUntil: null }, $inc: { attempts: 1 } },
      );
    },

    /** Queues a failed email again under `jobId`, if it is still as read: of two retries at once, one wins. */
    async claimRetry(email: OutgoingEmail, jobId: string): Promise<boolean> {
      const { matchedCount } = await OutgoingEmail.updateOne(
        { id: email.id, state: 'failed', attempts: email.attempts },
        { $set: { state: 'queued', jobId } },
      );
      return matchedCount > 0;
    },

    /**
     * Emails queued and untouched since `cutoff`, or sending under a lease that ran out before it (their job may be
     * lost), at most `limit`.
     */
    queuedBefore: (cutoff: Date, limit: number) =>
      OutgoingEmail.find({
        $or: [
          { state: 'queued', updatedAt: { $lt: cutoff } },
          { state: 'sending', claimedUntil: { $lt: cutoff } },
        ],
      })
        .limit(limit)
        .lean<OutgoingEmail[]>()
        .exec(),

    /** Moves an unsent email to a new job, if its job is still the one read: of two sweeps at once, one wins. */
    async claimRequeue(email: OutgoingEmail, jobId: string): Promise<boolean> {
      const { matchedCount } = await OutgoingEmail.updateOne(
        { id: email.id, state: { $in: ['queued', 'sending'] }, jobId: email.jobId },
        { $set: { jobId } },
      );
      return matchedCount > 0;
    },
  };
}

export type OutgoingEmailStore = ReturnType<typeof outgoingEmailStore>;
