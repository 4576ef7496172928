import {
  HIRE_QUOTE_ITEM_MESSAGES as M,
  hireQuoteItemSchema,
  hireQuoteRequestSchema,
  listCeiling,
} from '@shop/contracts';
import { Conflict, Invalid, NotFound, idSchema, nextId, parseInput, requireUser } from '@shop/kit';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { itemsClosedReason, newQuoteToken, tokenHash, type ItemsClosedReason } from '../domain/quote-rules';
import type { QuoteRequests } from '../events/quote-requests';
import type { HireModels } from '../models';
import type { Quote } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { requireMayAddItems, requireMayRead } from './access';
import { productsOf, toItemDto, toQuoteDto } from './dto';
import type { HireContext } from './context';

const MY_QUOTES = listCeiling('Query', 'myHireQuotes');
const MAX_ITEMS = listCeiling('HireQuote', 'items');

const tokenSchema = z.string().max(200).nullish();

const CLOSED: Record<Exclude<ItemsClosedReason, null>, string> = {
  'not-pending': 'Items can only be added to a pending quote',
  requested: M.closed,
  'window-passed': M.closed,
};

/** Quote requests from the shop: create, add lines, submit, and the customer's own quotes. */
export function customerQuoteResolvers(
  connection: Connection,
  { Quote, ProductView }: HireModels,
  quotes: QuoteStore,
  requests: QuoteRequests,
  { itemsWindowMs }: { itemsWindowMs: number },
) {
  const load = async (id: unknown) => {
    const quote = await Quote.findOne({ id: parseInput(idSchema, id, 'quoteId') }).lean<Quote>();
    if (!quote) throw new NotFound(M.quoteNotFound);
    return quote;
  };
  const dto = async (quote: Quote) => toQuoteDto(quote, await productsOf(ProductView, [quote]));

  return {
    Query: {
      myHireQuotes: async (_: unknown, __: unknown, ctx: HireContext) => {
        const user = requireUser(ctx);
        const mine = await Quote.find({ userId: user.id })
          .sort({ createdAt: -1, id: -1 })
          .limit(MY_QUOTES)
          .lean<Quote[]>();
        const products = await productsOf(ProductView, mine);
        return mine.map((quote) => toQuoteDto(quote, products));
      },
      hireQuoteItems: async (_: unknown, args: { quoteId: unknown; token?: unknown }, ctx: HireContext) => {
        const quote = await load(args.quoteId);
        requireMayRead(quote, ctx, parseInput(tokenSchema, args.token, 'token'));
        return (await dto(quote)).items;
      },
    },
    Mutation: {
      createHireQuote: async (_: unknown, args: { input: unknown }, ctx: HireContext) => {
        const input = parseInput(hireQuoteRequestSchema, args.input);
        const id = await nextId(connection, 'quotes');
        const token = newQuoteToken(id);
        const quote = await quotes.create(
          { ...input, id, userId: ctx.user?.id ?? null, status: 'pending', items: [], tokenHash: tokenHash(token) },
          () => [],
        );
        ctx.keepQuoteToken(token);
        await requests
          .settleLater(id)
          .catch((err) => ctx.log.warn({ err, quoteId: id }, 'quote settle job not queued'));
        return { token, quote: await dto(quote) };
      },
      addHireQuoteItem: async (
        _: unknown,
        args: { quoteId: unknown; input: unknown; token?: unknown },
        ctx: HireContext,
      ) => {
        const quote = await load(args.quoteId);
        const { byDesk } = requireMayAddItems(quote, ctx, parseInput(tokenSchema, args.token, 'token'));
        const line = parseInput(hireQuoteItemSchema, args.input);
        const product = await ProductView.findOne({ id: line.productId }).lean();
        if (!product || product.deleted || !product.isHireItem)
          throw new Invalid(`productId: ${M.notHireItem}`, 'productId');

        const itemId = await nextId(connection, 'quote_items');
        const saved = await quotes.update(
          { id: quote.id },
          (current) => {
            const closed = itemsClosedReason(current, { now: new Date(), windowMs: itemsWindowMs, byDesk });
            if (closed) throw new Conflict(CLOSED[closed], 'quoteId');
            if (current.items.length >= MAX_ITEMS) throw new Conflict(M.full, 'quoteId');
            return { items: [...current.items, { ...line, id: itemId, createdAt: new Date() }] };
          },
          () => [],
        );
        const item = saved!.items.find((i) => i.id === itemId)!;
        return toItemDto(saved!, item, product);
      },
      submitHireQuote: async (_: unknown, args: { quoteId: unknown; token?: unknown }, ctx: HireContext) => {
        const quote = await load(args.quoteId);
        requireMayRead(quote, ctx, parseInput(tokenSchema, args.token, 'token'));
        return dto((await requests.announce(quote.id)) ?? quote);
      },
    },
  };
}
