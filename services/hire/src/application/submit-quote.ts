import { idSchema, parseInput } from '@shop/kit';
import { requireMayRead, type QuoteActor } from '../domain/quote-access';
import type { HireModels } from '../models';
import type { Quote } from '../models/quote';
import type { AnnounceQuote } from './announce-quote';
import { loadQuote, tokenSchema } from './quote-queries';

/** Sends a quote with its lines to the hire desk now; later calls change nothing. */
export const submitQuote =
  ({ Quote }: Pick<HireModels, 'Quote'>, announce: AnnounceQuote) =>
  async (input: { quoteId: unknown; token?: unknown }, actor: QuoteActor): Promise<Quote> => {
    const quote = await loadQuote(Quote, parseInput(idSchema, input.quoteId, 'quoteId'));
    requireMayRead(quote, actor, parseInput(tokenSchema, input.token, 'token'));
    return (await announce(quote.id)) ?? quote;
  };
