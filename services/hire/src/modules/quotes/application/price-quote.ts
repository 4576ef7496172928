import {
  priceQuote as priceWithEngine,
  type HireRateSettings,
  type QuoteDocument,
  type QuoteLineInput,
  ukCalendarDay,
  addUkDays,
} from '@shop/contracts';
import { draftOf } from '../domain/quote-draft';
import type { HireProductView } from '../../../shared/models/product-view';
import type { BookedPrice, Quote, QuoteDraft, QuoteRevision } from '../models/quote';
import type { ProductsById } from './quote-queries';

/** A priced draft in the document's terms: its dates and days, every line with its breakdown, and the charges. */
export type QuotePricing = Omit<
  QuoteDocument,
  'quoteId' | 'number' | 'revision' | 'issuedAt' | 'validUntil' | 'customer' | 'balanceDueDate' | 'notes'
> & {
  /** Some hire line has no rate: the quote cannot be sent yet. */
  callForPrice: boolean;
};

const productName = (product: HireProductView | undefined, productId: number) =>
  product?.name ?? `Product ${productId}`;

/** A hire line's rates: the desk's overrides for this quote win over the product's rates. */
function ratesOf(product: HireProductView | undefined, overrides: QuoteDraft['hireLines'][number]['rateOverrides']) {
  return {
    dailyPence: overrides?.dailyPence ?? product?.hirePriceDailyPence ?? null,
    weeklyPence: overrides?.weeklyPence ?? product?.hirePriceWeeklyPence ?? null,
    monthlyPence: overrides?.monthlyPence ?? product?.hirePriceMonthlyPence ?? null,
  };
}

/**
 * Prices a quote's draft with the rate engine: the engine's input from the draft's lines and the
 * products' rates, deposits and delivery and installation prices, and the quote's request for
 * delivery and installation.
 */
export function priceQuote(
  quote: Pick<Quote, 'deliveryRequired' | 'installationRequired'>,
  draft: QuoteDraft,
  products: ProductsById,
  settings: HireRateSettings,
): QuotePricing {
  const hireLines = draft.hireLines.map((line): QuoteLineInput => {
    const product = products.get(line.productId);
    return {
      kind: 'hire',
      quantity: line.quantity,
      rates: ratesOf(product, line.rateOverrides),
      preferredPeriod: line.hirePeriod,
      securityDepositPence: product?.securityDepositPence ?? null,
      deliveryPence: product?.deliveryPricePence ?? null,
      installationPence: product?.installationPricePence ?? null,
    };
  });
  const fixedLines = draft.fixedLines.map((line): QuoteLineInput => ({
    kind: 'fixed',
    quantity: line.quantity,
    unitPence: line.unitPence,
  }));
  const { lines, ...price } = priceWithEngine(
    {
      startDate: draft.startDate,
      endDate: draft.endDate,
      lines: [...hireLines, ...fixedLines],
      deliveryRequired: quote.deliveryRequired,
      installationRequired: quote.installationRequired,
      damageWaiver: draft.damageWaiver,
      discount: draft.discount,
    },
    settings,
  );
  const described = [
    ...draft.hireLines.map((line) => ({
      description: productName(products.get(line.productId), line.productId),
      productId: line.productId,
      quantity: line.quantity,
      preferredPeriod: line.hirePeriod,
    })),
    ...draft.fixedLines.map((line) => ({
      description: line.description,
      productId: null,
      quantity: line.quantity,
      preferredPeriod: null,
    })),
  ];
  return {
    ...price,
    startDate: draft.startDate,
    endDate: draft.endDate,
    lines: described.map((line, i) => ({
      ...line,
      unitPence: lines[i].unitPence,
      linePence: lines[i].linePence,
      breakdown: lines[i].breakdown,
    })),
  };
}

/** The names of the lines still "Call for price". */
export const callForPriceLines = (pricing: Pick<QuotePricing, 'lines'>): string[] =>
  pricing.lines.filter((line) => line.productId !== null && line.unitPence === null).map((line) => line.description);

/** What a booking owes: its total, the deposit due on acceptance, the day the balance is due, and the security deposit. */
export interface Owed {
  totalPence: number;
  bookingDepositPence: number;
  balanceDueDate: string;
  securityDepositPence: number;
}

/** The day the balance is due: the settings' days before the start, but never before `today`. */
export const balanceDueDateOf = (startDate: string, settings: HireRateSettings, today: string): string => {
  const due = addUkDays(startDate, -settings.balanceDueDaysBeforeStart);
  return due < today ? today : due;
};

/** A revision's price as booked: the price and its dates only (who it was for and how it was sent stay on the revision). */
export function revisionPrice({ document }: QuoteRevision): BookedPrice {
  const {
    quoteId: _id,
    number: _number,
    issuedAt: _at,
    validUntil: _until,
    customer: _to,
    notes: _notes,
    ...price
  } = document;
  return price;
}

/**
 * A booking's price as it is frozen when confirmed: the revision booked, as sent; or, when the desk
 * confirms without sending one, its draft priced now with the current rates and settings.
 */
export function bookedPriceOf(
  quote: Quote,
  revision: QuoteRevision | null,
  products: ProductsById,
  settings: HireRateSettings,
  today: string,
): BookedPrice {
  if (revision) return revisionPrice(revision);
  const draft = draftOf(quote);
  const { callForPrice: _, ...pricing } = priceQuote(quote, draft, products, settings);
  return { ...pricing, balanceDueDate: balanceDueDateOf(draft.startDate, settings, today), revision: null };
}

/**
 * What a quote's booking owes: a cancelled booking its cancellation fee, one set rejected without a
 * cancellation nothing; otherwise its price as frozen when confirmed. A booking confirmed before
 * prices were frozen owes the revision accepted (or the latest sent), or else its draft priced now.
 */
export function owedFor(quote: Quote, products: ProductsById, settings: HireRateSettings, today: string): Owed {
  if (quote.cancellation) {
    return {
      totalPence: quote.cancellation.feePence,
      bookingDepositPence: 0,
      balanceDueDate: ukCalendarDay(quote.cancellation.at),
      securityDepositPence: 0,
    };
  }
  if (quote.stage === 'cancelled' || quote.stage === 'declined') {
    return { totalPence: 0, bookingDepositPence: 0, balanceDueDate: today, securityDepositPence: 0 };
  }
  if (quote.booked) return quote.booked;
  const revision =
    quote.revisions.find((r) => r.revision === quote.acceptance?.revision) ?? quote.revisions.at(-1) ?? null;
  return bookedPriceOf(quote, revision, products, settings, today);
}
