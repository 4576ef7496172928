import { HIRE_QUOTE_ITEM_MESSAGES as M, listCeiling, type HireSettings } from '@shop/contracts';
import { NotFound, idSchema, parseInput, requireAdmin, requireUser, type AuthContext } from '@shop/kit';
import type { Model } from 'mongoose';
import { z } from 'zod';
import { quoteAccess, sightOf, type LinkCheck, type QuoteActor, type QuoteSight } from '../domain/quote-access';
import { draftOf, draftProductIds } from '../domain/quote-draft';
import { latestRevision } from '../domain/quote-lifecycle';
import { linkOfBooking, signedAcceptPath } from '../domain/quote-link';
import type { QuotesModels } from '../models/quotes-models';
import { productViewsWithParts } from '../../../shared/application/product-views';
import type { HireProductView } from '../../../shared/models/product-view';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { Quote } from '../models/quote';

const MY_QUOTES = listCeiling('Query', 'myHireQuotes');
const ADMIN_QUOTES = listCeiling('Query', 'adminHireQuotes');

/** A quote token passed with a call (API clients); browsers carry theirs in a cookie. */
export const tokenSchema = z.string().max(200).nullish();

export type ProductsById = ReadonlyMap<number, HireProductView>;

/**
 * Quotes with the read-model rows of the products their lines, drafts and revisions name, and the
 * hire settings: what the API names and prices lines from (and a booking's bank transfer); and how much of them the caller reads
 * (the whole quote, or the request only: see quoteAccess).
 */
export interface QuotesWithProducts {
  quotes: Quote[];
  products: ProductsById;
  settings: HireSettings;
  sight: QuoteSight;
}

/** The quote with this (already parsed) id; 404 when there is none. */
export async function loadQuote(Quote: Model<Quote>, id: number): Promise<Quote> {
  const quote = await Quote.findOne({ id }).lean<Quote>();
  if (!quote) throw new NotFound(M.quoteNotFound);
  return quote;
}

const productIdsOf = (quote: Quote): number[] => [
  ...quote.items.map((item) => item.productId),
  ...draftProductIds(draftOf(quote)),
  ...quote.revisions.flatMap((revision) => draftProductIds(revision.draft)),
];

/** Reads of quotes: the customer's own, the desk's list, one quote, one quote's lines. */
export function quoteQueries(
  { Quote, ProductView }: Pick<QuotesModels, 'Quote' | 'ProductView'>,
  settings: HireSettingsStore,
  linkCheck: () => LinkCheck,
) {
  /**
   * The read-model rows of every product the quotes name, in one query, and the pricing settings,
   * for a caller who reads this much of them (a use case that let them at the whole quote: 'quote').
   */
  async function withProducts(quotes: Quote[], sight: QuoteSight): Promise<QuotesWithProducts> {
    const ids = [...new Set(quotes.flatMap(productIdsOf))];
    const [products, current] = await Promise.all([productViewsWithParts(ProductView, ids), settings.read()]);
    return { quotes, products, settings: current, sight };
  }

  /** A quote as this caller may read it (quoteAccess): 401/403/409 when not at all. */
  const seenBy = (quote: Quote, actor: QuoteActor, token: string | null | undefined) =>
    withProducts([quote], sightOf(quoteAccess(quote, actor, token, linkCheck())));

  const newestFirst = (filter: Partial<Pick<Quote, 'userId'>>, limit: number) =>
    Quote.find(filter).sort({ createdAt: -1, id: -1 }).limit(limit).lean<Quote[]>();

  return {
    withProducts,

    /** The signed-in customer's quotes, newest first. */
    async myQuotes(actor: AuthContext): Promise<QuotesWithProducts> {
      const user = requireUser(actor);
      return withProducts(await newestFirst({ userId: user.id }, MY_QUOTES), 'quote');
    },

    /** Every quote, newest first (the hire desk). */
    async allQuotes(actor: AuthContext): Promise<QuotesWithProducts> {
      requireAdmin(actor);
      return withProducts(await newestFirst({}, ADMIN_QUOTES), 'quote');
    },

    /**
     * A quote the caller made or was answered (a submit, a retried request) as they may read it:
     * the browser that created it the request only.
     */
    seenBy,

    /**
     * One quote: all of it for the desk, its signed-in owner, or the holder of a live link from its
     * email; the request only for the browser that created it.
     */
    async quote(input: { id: unknown; token?: unknown }, actor: QuoteActor): Promise<QuotesWithProducts> {
      const quote = await loadQuote(Quote, parseInput(idSchema, input.id, 'id'));
      return seenBy(quote, actor, parseInput(tokenSchema, input.token, 'token'));
    },

    /**
     * Where the latest revision's email links to (for the desk); for a booking the desk confirmed without sending a
     * quote, the booking's own link its pay emails carry; null for a request never sent.
     */
    acceptPath(quote: Quote): string | null {
      const latest = latestRevision(quote);
      const link = latest ?? (quote.booked ? linkOfBooking(quote) : null);
      return link && signedAcceptPath(linkCheck().secret, quote.id, link);
    },

    /** One quote, for those who may read its lines (part of the request: anyone who may read it). */
    async quoteLines(input: { quoteId: unknown; token?: unknown }, actor: QuoteActor): Promise<QuotesWithProducts> {
      const quote = await loadQuote(Quote, parseInput(idSchema, input.quoteId, 'quoteId'));
      return seenBy(quote, actor, parseInput(tokenSchema, input.token, 'token'));
    },
  };
}

export type QuoteQueries = ReturnType<typeof quoteQueries>;
