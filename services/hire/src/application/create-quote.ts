import { hireQuoteRequestSchema } from '@shop/contracts';
import { nextId, parseInput, type AuthContext, type Logger } from '@shop/kit';
import type { Connection } from 'mongoose';
import { newQuoteToken, tokenHash } from '../domain/quote-rules';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';

export interface CreateQuoteDeps {
  connection: Connection;
  quotes: QuoteStore;
  /** Queues the check that sends the quote to the desk once it has been quiet (see quiet-quotes.ts). */
  settleLater: (quoteId: number) => Promise<unknown>;
  logger: Logger;
}

/** A new quote and the token that lets its creator add lines. */
export interface CreatedQuote {
  token: string;
  quote: Quote;
}

/**
 * A quote request from anyone; a signed-in customer's carries their user id. It starts with no lines,
 * and reaches the desk when submitted or, for clients that never submit, once it has been quiet.
 */
export const createQuote =
  ({ connection, quotes, settleLater, logger }: CreateQuoteDeps) =>
  async (input: unknown, actor: AuthContext): Promise<CreatedQuote> => {
    const request = parseInput(hireQuoteRequestSchema, input);
    const id = await nextId(connection, 'quotes');
    const token = newQuoteToken(id);
    const quote = await quotes.create(
      { ...request, id, userId: actor.user?.id ?? null, status: 'pending', items: [], tokenHash: tokenHash(token) },
      () => [],
    );
    // The quote exists either way; the housekeeping sweep sends it on if the job is lost.
    await settleLater(id).catch((err) => logger.warn({ err, quoteId: id }, 'quote settle job not queued'));
    return { token, quote };
  };
