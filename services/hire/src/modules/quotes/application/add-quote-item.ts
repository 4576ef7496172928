import { HIRE_QUOTE_ITEM_MESSAGES as M, hireQuoteItemSchema, idempotencyKeySchema, listCeiling } from '@shop/contracts';
import { Conflict, Invalid, idSchema, nextId, parseInput, type IdempotencyKeys } from '@shop/kit';
import type { Connection } from 'mongoose';
import { requireMayAddItems, type QuoteActor } from '../domain/quote-access';
import { itemsClosedReason, type ItemsClosedReason } from '../domain/quote-rules';
import type { QuotesModels } from '../models/quotes-models';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote, QuoteItem } from '../models/quote';
import type { QuoteStore } from '../models/quote-store';
import { loadQuote, tokenSchema } from './quote-queries';

const MAX_ITEMS = listCeiling('HireQuote', 'items');

const CLOSED: Record<Exclude<ItemsClosedReason, null>, string> = {
  'not-pending': 'Items can only be added to a pending quote',
  requested: M.closed,
  'window-passed': M.closed,
};

export interface AddQuoteItemDeps {
  connection: Connection;
  models: QuotesModels;
  quotes: QuoteStore;
  idempotencyKeys: IdempotencyKeys;
  /** How long after creating a quote its browser may add lines to it. */
  itemsWindowMs: number;
}

/** The quote as saved with its new line, and the product the line is for. */
export interface AddedQuoteItem {
  quote: Quote;
  item: QuoteItem;
  product: HireProductView;
}

/**
 * Adds a line for a hire product: by the quote's creator (its token) within the window and before it
 * went to the desk, or by the desk while the quote is pending. The same Idempotency-Key with the
 * same line answers the first line, even once the quote has gone to the desk; with another line it
 * is refused (422).
 */
export const addQuoteItem =
  ({ connection, models: { Quote, ProductView }, quotes, idempotencyKeys, itemsWindowMs }: AddQuoteItemDeps) =>
  async (
    input: { quoteId: unknown; line: unknown; token?: unknown; idempotencyKey?: unknown },
    actor: QuoteActor,
  ): Promise<AddedQuoteItem> => {
    const quote = await loadQuote(Quote, parseInput(idSchema, input.quoteId, 'quoteId'));
    const { byDesk } = requireMayAddItems(quote, actor, parseInput(tokenSchema, input.token, 'token'));
    const line = parseInput(hireQuoteItemSchema, input.line);
    const clientKey = parseInput(idempotencyKeySchema, input.idempotencyKey, 'idempotencyKey');
    const product = await ProductView.findOne({ id: line.productId }).lean();
    if (!product || product.deleted || !product.isHireItem) {
      throw new Invalid(`productId: ${M.notHireItem}`, 'productId');
    }

    const fresh = () => nextId(connection, 'quote_items');
    const itemId = clientKey
      ? await idempotencyKeys.resultOf(`quote-item:${quote.id}:${clientKey}`, line, fresh)
      : await fresh();
    const saved = await quotes.update(
      { id: quote.id },
      (current) => {
        // A retry of a line already added changes nothing.
        if (current.items.some((i) => i.id === itemId)) return null;
        const closed = itemsClosedReason(current, { now: new Date(), windowMs: itemsWindowMs, byDesk });
        if (closed) throw new Conflict(CLOSED[closed], 'quoteId');
        if (current.items.length >= MAX_ITEMS) throw new Conflict(M.full, 'quoteId');
        return { items: [...current.items, { ...line, id: itemId, createdAt: new Date() }] };
      },
      () => [],
    );
    return { quote: saved!, item: saved!.items.find((i) => i.id === itemId)!, product };
  };
