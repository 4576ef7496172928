import { hireQuoteStatusSchema } from '@shop/contracts';
import { idSchema, parseInput, requireAdmin, type AuthContext, type WithLock } from '@shop/kit';
import { z } from 'zod';
import { quoteStatusChanged } from '../events/published';
import type { HireModels } from '../models';
import type { CommitmentStore } from '../models/commitment-store';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { loadQuote } from './quote-queries';

const overrideSchema = z.boolean({ error: 'override must be true or false' }).nullish();

export interface ChangeQuoteStatusDeps {
  models: Pick<HireModels, 'Quote'>;
  quotes: QuoteStore;
  commitments: CommitmentStore;
  withLock: WithLock;
}

/**
 * The hire desk sets a quote's status (any of the four from any). Approving commits the quote's units
 * for its dates: CONFLICT naming each short line, unless the admin confirmed the override, which is
 * recorded. Leaving approved gives the units back.
 */
export function changeQuoteStatus({ models: { Quote }, quotes, commitments, withLock }: ChangeQuoteStatusDeps) {
  async function setStatus(quote: Quote, status: Quote['status'], override: boolean, adminId: number): Promise<Quote> {
    const write = (overcommitOverride?: Quote['overcommitOverride']) =>
      quotes.update(
        { id: quote.id },
        () => ({ status, ...(overcommitOverride && { overcommitOverride }) }),
        (saved, before) => [quoteStatusChanged(saved, before.status)],
        // The lines and dates checked are the ones approved: a line added meanwhile is a CONFLICT.
        { expectedVersion: quote.version },
      ) as Promise<Quote>;

    if (status === 'approved') {
      return commitments.approve(quote, override, (shortfalls) =>
        write(shortfalls.length > 0 ? { by: adminId, at: new Date(), shortfalls } : undefined),
      );
    }
    const saved = await write();
    if (quote.status === 'approved') await commitments.release(saved);
    return saved;
  }

  return async (input: { id: unknown; status: unknown; override?: unknown }, actor: AuthContext): Promise<Quote> => {
    const admin = requireAdmin(actor);
    const id = parseInput(idSchema, input.id, 'id');
    const status = parseInput(hireQuoteStatusSchema, input.status, 'status');
    const override = parseInput(overrideSchema, input.override, 'override') ?? false;
    // One status change per quote at a time, so an approval and a release cannot interleave.
    return withLock(`hire-quote:${id}`, async () => {
      const quote = await loadQuote(Quote, id);
      return quote.status === status ? quote : setStatus(quote, status, override, admin.id);
    });
  };
}
