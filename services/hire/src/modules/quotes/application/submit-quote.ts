import { idSchema, parseInput } from '@shop/kit';
import { quoteAccess, type LinkCheck, type QuoteActor } from '../domain/quote-access';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { AnnounceQuote } from './announce-quote';
import { loadQuote, tokenSchema } from './quote-queries';

/**
 * Sends a quote with its lines to the hire desk now; later calls change nothing. For anyone who may
 * read the quote (quoteAccess); what the answer shows of it is theirs to read too (QuoteQueries.seenBy).
 */
export const submitQuote =
  ({ Quote }: Pick<QuotesModels, 'Quote'>, announce: AnnounceQuote, linkCheck: () => LinkCheck) =>
  async (input: { quoteId: unknown; token?: unknown }, actor: QuoteActor): Promise<Quote> => {
    const quote = await loadQuote(Quote, parseInput(idSchema, input.quoteId, 'quoteId'));
    quoteAccess(quote, actor, parseInput(tokenSchema, input.token, 'token'), linkCheck());
    return (await announce(quote.id)) ?? quote;
  };
