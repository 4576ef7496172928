import { HIRE_QUOTE_ITEM_MESSAGES as M, hireQuoteStatusSchema, listCeiling } from '@shop/contracts';
import { NotFound, idSchema, parseInput, requireAdmin, type SubgraphContext, type WithLock } from '@shop/kit';
import { z } from 'zod';
import { quoteStatusChanged } from '../events/published';
import type { HireModels } from '../models';
import type { Commitments } from '../models/commitments';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { productsOf, toQuoteDto, type QuoteItemDto } from './dto';
import { toAvailabilityDto } from './availability';

const ADMIN_QUOTES = listCeiling('Query', 'adminHireQuotes');

const overrideSchema = z.boolean({ error: 'override must be true or false' }).nullish();

/** The hire desk: every quote, and setting a status, with approvals checked against availability. */
export function adminQuoteResolvers(
  { Quote, ProductView }: HireModels,
  quotes: QuoteStore,
  commitments: Commitments,
  withLock: WithLock,
) {
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

  return {
    Query: {
      adminHireQuotes: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const all = await Quote.find().sort({ createdAt: -1, id: -1 }).limit(ADMIN_QUOTES).lean<Quote[]>();
        const products = await productsOf(ProductView, all);
        return all.map((quote) => toQuoteDto(quote, products));
      },
    },
    Mutation: {
      updateHireQuoteStatus: async (
        _: unknown,
        args: { id: unknown; status: unknown; override?: unknown },
        ctx: SubgraphContext,
      ) => {
        const admin = requireAdmin(ctx);
        const id = parseInput(idSchema, args.id, 'id');
        const status = parseInput(hireQuoteStatusSchema, args.status, 'status');
        const override = parseInput(overrideSchema, args.override, 'override') ?? false;
        // One status change per quote at a time, so an approval and a release cannot interleave.
        const saved = await withLock(`hire-quote:${id}`, async () => {
          const quote = await Quote.findOne({ id }).lean<Quote>();
          if (!quote) throw new NotFound(M.quoteNotFound);
          return quote.status === status ? quote : setStatus(quote, status, override, admin.id);
        });
        return toQuoteDto(saved, await productsOf(ProductView, [saved]));
      },
    },
    HireQuoteItem: {
      availability: async (item: QuoteItemDto, _: unknown, ctx: SubgraphContext) => {
        if (ctx.user?.role !== 'admin' || !item.view) return null;
        const free = await commitments.availabilityOf(item.view, item.range, item.quoteId);
        return toAvailabilityDto(item.view, item.range, free);
      },
    },
  };
}
