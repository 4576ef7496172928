import { hireQuoteRequestSchemaFor, idempotencyKeySchema, type HireCeilings } from '@shop/contracts';
import {
  isDuplicateKeyError,
  nextId,
  parseInput,
  type AuthContext,
  type IdempotencyKeys,
  type Logger,
} from '@shop/kit';
import type { Connection } from 'mongoose';
import { newQuoteToken, quoteTokenFor } from '../domain/quote-rules';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { tokenHash } from '../../../shared/domain/tokens';

export interface CreateQuoteDeps {
  connection: Connection;
  models: Pick<QuotesModels, 'Quote'>;
  quotes: QuoteStore;
  idempotencyKeys: IdempotencyKeys;
  /** How long a hire may last and how far ahead it may start. */
  ceilings: HireCeilings;
  /** Makes the tokens of quotes requested under an Idempotency-Key (see quoteTokenFor). */
  tokenSecret: string;
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
 * The same Idempotency-Key with the same request answers the first quote and token; with another
 * request it is refused (422).
 */
export const createQuote = ({
  connection,
  models: { Quote },
  quotes,
  idempotencyKeys,
  ceilings,
  tokenSecret,
  settleLater,
  logger,
}: CreateQuoteDeps) => {
  const requestSchema = hireQuoteRequestSchemaFor(ceilings);
  return async (input: unknown, actor: AuthContext, idempotencyKey?: unknown): Promise<CreatedQuote> => {
    const request = parseInput(requestSchema, input);
    const clientKey = parseInput(idempotencyKeySchema, idempotencyKey, 'idempotencyKey');
    const fresh = () => nextId(connection, 'quotes');
    const byId = (id: number) => Quote.findOne({ id }).lean<Quote>();
    if (!clientKey) return make(await fresh(), (id) => newQuoteToken(id));

    const key = `quote:${actor.user?.id ?? 'guest'}:${clientKey}`;
    const id = await idempotencyKeys.resultOf(key, request, fresh);
    const token = quoteTokenFor(id, key, tokenSecret);
    const first = await byId(id);
    if (first) return { token, quote: first };
    try {
      return await make(id, () => token);
    } catch (err) {
      // The same request retried at the same moment: the first one made stands.
      const made = isDuplicateKeyError(err) ? await byId(id) : null;
      if (!made) throw err;
      return { token, quote: made };
    }

    async function make(id: number, tokenOf: (id: number) => string): Promise<CreatedQuote> {
      const token = tokenOf(id);
      const quote = await quotes.create(
        { ...request, id, userId: actor.user?.id ?? null, status: 'pending', items: [], tokenHash: tokenHash(token) },
        () => [],
      );
      // The quote exists either way; the housekeeping sweep sends it on if the job is lost.
      await settleLater(id).catch((err) => logger.warn({ err, quoteId: id }, 'quote settle job not queued'));
      return { token, quote };
    }
  };
};
