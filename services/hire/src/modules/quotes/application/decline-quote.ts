import { hireQuoteDeclineSchema, ukCalendarDay } from '@shop/contracts';
import { Conflict, idSchema, parseInput, type WithLock } from '@shop/kit';
import { requireMayAnswer, type QuoteActor } from '../domain/quote-access';
import { NOT_OPEN, moveStage, requireStageMove } from '../domain/quote-lifecycle';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { loadQuote, tokenSchema } from './quote-queries';

export interface DeclineQuoteDeps {
  models: Pick<QuotesModels, 'Quote'>;
  quotes: QuoteStore;
  withLock: WithLock;
  clock: () => Date;
  linkSecret: string;
}

/** The customer declines the latest revision sent (through its link, or signed in as its owner), saying why if they wish. */
export const declineQuote =
  ({ models: { Quote }, quotes, withLock, clock, linkSecret }: DeclineQuoteDeps) =>
  async (input: { id: unknown; token?: unknown; reason?: unknown }, actor: QuoteActor): Promise<Quote> => {
    const id = parseInput(idSchema, input.id, 'id');
    const token = parseInput(tokenSchema, input.token, 'token');
    return withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(Quote, id);
      const revision = requireMayAnswer(quote, actor, token, { secret: linkSecret, today: ukCalendarDay(clock()) });
      const { reason } = parseInput(hireQuoteDeclineSchema, { reason: input.reason });
      requireStageMove(quote, 'decline');
      if (!revision) throw new Conflict(NOT_OPEN.requested);
      const declined = moveStage(quote, 'decline', { revision });
      return (await quotes.update(
        { id },
        () => ({ ...declined.changes, decline: { reason, at: clock(), by: 'customer' } }),
        declined.events,
        { expectedVersion: quote.version },
      )) as Quote;
    });
  };
