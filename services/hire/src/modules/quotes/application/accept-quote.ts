import { hireQuoteAcceptanceSchema, ukCalendarDay } from '@shop/contracts';
import { Conflict, idSchema, parseInput, type WithLock } from '@shop/kit';
import { z } from 'zod';
import { ShortOfUnits, type CommitmentStore } from '../../planning';
import { isLinkToken, requireAcceptingSeen, requireMayAnswer, type QuoteActor } from '../domain/quote-access';
import { bookingOf } from '../domain/quote-draft';
import { signedPayPath } from '../domain/quote-link';
import {
  NOT_OPEN,
  acceptanceRefusedMessage,
  moveStage,
  requireNotStarted,
  requireStageMove,
} from '../domain/quote-lifecycle';
import { quoteAcceptanceRefused } from '../events/published';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { revisionPrice } from './price-quote';
import { loadQuote, tokenSchema } from './quote-queries';

const revisionSchema = z
  .number({ error: 'Revision must be the number of the revision you read' })
  .int('Revision must be the number of the revision you read')
  .positive('Revision must be the number of the revision you read')
  .nullish()
  .transform((revision) => revision ?? null);

export interface AcceptQuoteDeps {
  models: Pick<QuotesModels, 'Quote'>;
  quotes: QuoteStore;
  commitments: CommitmentStore;
  withLock: WithLock;
  clock: () => Date;
  linkSecret: string;
  /** Queues the booking's reminder emails. */
  remindLater?: (booking: Quote) => Promise<void>;
}

/**
 * The customer accepts the latest revision sent (through the link in its email, or signed in as its
 * owner, who names the revision they read): their typed name, the terms ticked; refused when a newer
 * revision was sent since, and on or after the hire's first day. The units are checked and committed in the same step
 * as the desk's approval, under the same locks; when any line is no longer free the acceptance is
 * refused naming the lines, and HireQuoteAcceptanceRefused tells the desk. Otherwise the quote is a
 * confirmed booking of that revision, with who accepted it, when and from which address.
 */
export const acceptQuote =
  ({ models: { Quote }, quotes, commitments, withLock, clock, linkSecret, remindLater }: AcceptQuoteDeps) =>
  async (
    input: { id: unknown; token?: unknown; revision?: unknown; fullName?: unknown; acceptTerms?: unknown },
    actor: QuoteActor,
  ): Promise<Quote> => {
    const id = parseInput(idSchema, input.id, 'id');
    const token = parseInput(tokenSchema, input.token, 'token');
    const stated = parseInput(revisionSchema, input.revision, 'revision');
    const booked = await withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(Quote, id);
      const revision = requireMayAnswer(quote, actor, token, { secret: linkSecret, today: ukCalendarDay(clock()) });
      const { fullName } = parseInput(hireQuoteAcceptanceSchema, {
        fullName: input.fullName,
        acceptTerms: input.acceptTerms,
      });
      requireStageMove(quote, 'accept');
      if (!revision) throw new Conflict(NOT_OPEN.requested);
      const payPath = signedPayPath(linkSecret, id, revision, 'deposit');
      const confirmed = moveStage(quote, 'accept', { revision, payPath });
      requireAcceptingSeen(revision, stated, isLinkToken(quote, token));
      const at = clock();
      requireNotStarted(revision.document.startDate, ukCalendarDay(at), 'accept');

      const booking = { ...quote, ...bookingOf(quote, revision.draft, at) };
      const acceptance = { name: fullName, at, ip: actor.ip ?? null, revision: revision.revision };
      // The revision's price as sent is the booking's, whatever the rates do after.
      const booked = revisionPrice(revision);
      try {
        return await commitments.approve(
          booking,
          false,
          async () =>
            (await quotes.update(
              { id },
              () => ({ ...bookingOf(quote, revision.draft, at), ...confirmed.changes, acceptance, booked }),
              confirmed.events,
              { expectedVersion: quote.version },
            )) as Quote,
        );
      } catch (err) {
        if (!(err instanceof ShortOfUnits)) throw err;
        await quotes.update(
          { id },
          () => ({ acceptanceRefused: { at, revision: revision.revision, shortfalls: err.shortfalls } }),
          (saved) => [quoteAcceptanceRefused(saved, revision, err.shortfalls)],
        );
        throw new Conflict(acceptanceRefusedMessage(err.shortfalls));
      }
    });
    await remindLater?.(booked);
    return booked;
  };
