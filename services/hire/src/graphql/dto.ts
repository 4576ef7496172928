import {
  damageWaiverExcessOf,
  hireTerms,
  quoteRevisionLabel,
  toGbp,
  toGbpOrNull,
  quoteLineTotalPence,
  type HireSettings,
  type QuoteDocument,
} from '@shop/contracts';
import type { ProductAvailability, ProductDays, DateRange } from '../modules/planning';
import {
  type QuotePricing,
  type ProductsById,
  type QuotesWithProducts,
  type BookingMoney,
  type QuoteSight,
  ratePence,
  requestValuePence,
  requestDetails,
  type HirePayment,
  type Quote,
  type QuoteDraft,
  type QuoteItem,
  type QuoteRevision,
} from '../modules/quotes';
import type { HireProductView } from '../shared/models/product-view';
import type {
  HireAvailability,
  HireDayAvailability,
  HireBankTransfer,
  HireBooking,
  HireQuote,
  HireQuoteDraft,
  HireQuoteItem,
  HireQuotePrice,
  HireQuoteRevision,
  QuoteItemProduct,
} from './__generated__/resolvers';

/**
 * A quote line as its resolvers hold it (the codegen mapper of HireQuoteItem): the API's fields, and
 * the product row and dates the desk's `availability` field is worked out from, which stay on the server.
 */
export type QuoteLine = Omit<HireQuoteItem, 'availability'> & {
  lineTotalPence: number;
  view: HireProductView | undefined;
  range: DateRange;
};

/**
 * The fields of a quote its resolvers work out for the caller: the desk's own (the draft, the
 * link, a refused acceptance, the client's address), and everything beyond the request, which the
 * browser that created the quote does not read once the desk has answered (requireMaySee).
 */
type CallerFields =
  | 'draft'
  | 'acceptPath'
  | 'acceptanceRefused'
  | 'number'
  | 'overcommitOverride'
  | 'price'
  | 'revisions'
  | 'latestRevision'
  | 'sentRevision'
  | 'acceptance'
  | 'decline'
  | 'booking'
  | 'cancellation';

/**
 * A sent revision as its resolvers hold it (the codegen mapper of HireQuoteRevision): the API's
 * fields, and the document its PDF is made from on demand.
 */
export type RevisionAnswer = Omit<HireQuoteRevision, 'pdf'> & { document: QuoteDocument };

/**
 * A quote as its resolvers hold it (the codegen mapper of HireQuote): the API's plain fields (the
 * request: what anyone who may read the quote reads), and the record, products, settings and how
 * much of it the caller reads, which the caller's fields are worked out from.
 */
export type QuoteAnswer = Omit<HireQuote, 'items' | CallerFields> & {
  items: QuoteLine[];
  record: Quote;
  products: ProductsById;
  settings: HireSettings;
  sight: QuoteSight;
};

const productDto = (productId: number, view: HireProductView | undefined): QuoteItemProduct => ({
  id: productId,
  name: view?.name ?? `Product ${productId}`,
  slug: view?.slug ?? '',
  hirePriceDaily: toGbpOrNull(view?.hirePriceDailyPence),
  hirePriceWeekly: toGbpOrNull(view?.hirePriceWeeklyPence),
  hirePriceMonthly: toGbpOrNull(view?.hirePriceMonthlyPence),
});

export function toItemDto(quote: Quote, item: QuoteItem, view: HireProductView | undefined): QuoteLine {
  const rate = view ? ratePence(view, item.hirePeriod) : null;
  return {
    id: item.id,
    quoteId: quote.id,
    productId: item.productId,
    quantity: item.quantity,
    hirePeriod: item.hirePeriod,
    createdAt: item.createdAt.toISOString(),
    product: productDto(item.productId, view),
    unitPrice: toGbp(rate ?? 0),
    lineTotalPence: quoteLineTotalPence(rate, item.quantity),
    lineTotal: toGbp(quoteLineTotalPence(rate, item.quantity)),
    view,
    range: { start: quote.startDate, end: quote.endDate },
  };
}

function toQuoteDto(quote: Quote, { products, settings, sight }: Omit<QuotesWithProducts, 'quotes'>): QuoteAnswer {
  const items = quote.items.map((item) => toItemDto(quote, item, products.get(item.productId)));
  return {
    id: quote.id,
    userId: quote.userId,
    ...requestDetails(quote),
    startDate: quote.startDate.toISOString(),
    endDate: quote.endDate.toISOString(),
    status: quote.status,
    stage: quote.stage,
    itemCount: items.length,
    items,
    totalValue: toGbp(requestValuePence(items)),
    requestedAt: quote.requestedAt?.toISOString() ?? null,
    version: quote.version,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    record: quote,
    products,
    settings,
    sight,
  };
}

/** An approval the desk confirmed although it over-commits, as the API shows it. */
export const toOverrideDto = ({ by, at, shortfalls }: NonNullable<Quote['overcommitOverride']>) => ({
  byUserId: by,
  at: new Date(at).toISOString(),
  shortfalls,
});

export const toDeclineDto = ({ reason, at, by }: NonNullable<Quote['decline']>) => ({
  reason,
  at: at.toISOString(),
  byDesk: by === 'desk',
});

export const toCancellationDto = (c: NonNullable<Quote['cancellation']>) => ({
  reason: c.reason,
  at: c.at.toISOString(),
  band: c.band,
  fee: toGbp(c.feePence),
  refund: toGbp(c.refundPence),
  owed: toGbp(c.owedPence),
});

/** Every quote read, in the order read. */
export const toQuoteDtos = ({ quotes, ...read }: QuotesWithProducts): QuoteAnswer[] =>
  quotes.map((quote) => toQuoteDto(quote, read));

/** A priced draft or a sent document, in GBP; a hire line without a rate is "call for price". */
export function toPriceDto(p: Omit<QuotePricing, 'callForPrice'>): HireQuotePrice {
  const lines = p.lines.map((line) => ({
    description: line.description,
    productId: line.productId,
    quantity: line.quantity,
    hirePeriod: line.preferredPeriod,
    unitPrice: toGbpOrNull(line.unitPence),
    lineTotal: toGbpOrNull(line.linePence),
    breakdown: line.breakdown.map((b) => ({ period: b.period, count: b.count, rate: toGbp(b.ratePence) })),
    callForPrice: line.productId !== null && line.unitPence === null,
  }));
  return {
    startDate: p.startDate,
    endDate: p.endDate,
    days: p.days,
    chargeableDays: p.chargeableDays,
    weekend: p.weekend,
    lines,
    hire: toGbp(p.hirePence),
    fixed: toGbp(p.fixedPence),
    discount: toGbp(p.discountPence),
    delivery: toGbp(p.deliveryPence),
    installation: toGbp(p.installationPence),
    damageWaiver: toGbp(p.damageWaiverPence),
    net: toGbp(p.netPence),
    vat: toGbp(p.vatPence),
    total: toGbp(p.totalPence),
    securityDeposit: toGbp(p.securityDepositPence),
    bookingDeposit: toGbp(p.bookingDepositPence),
    callForPrice: lines.some((line) => line.callForPrice),
  };
}

export function toRevisionDto({ revision, sentAt, validUntil, document }: QuoteRevision): RevisionAnswer {
  return {
    number: document.number,
    revision,
    label: quoteRevisionLabel(document),
    sentAt: sentAt.toISOString(),
    validUntil,
    balanceDueDate: document.balanceDueDate,
    notes: document.notes,
    price: toPriceDto(document),
    terms: hireTerms(damageWaiverExcessOf(document)),
    document,
  };
}

export function toDraftDto(draft: QuoteDraft, products: ProductsById): HireQuoteDraft {
  return {
    startDate: draft.startDate,
    endDate: draft.endDate,
    hireLines: draft.hireLines.map((line) => ({
      id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      hirePeriod: line.hirePeriod,
      rateOverrides: line.rateOverrides && {
        hirePriceDaily: toGbpOrNull(line.rateOverrides.dailyPence),
        hirePriceWeekly: toGbpOrNull(line.rateOverrides.weeklyPence),
        hirePriceMonthly: toGbpOrNull(line.rateOverrides.monthlyPence),
      },
      product: productDto(line.productId, products.get(line.productId)),
    })),
    fixedLines: draft.fixedLines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: toGbp(line.unitPence),
    })),
    discount: draft.discount && {
      kind: draft.discount.kind,
      percent: draft.discount.kind === 'percent' ? draft.discount.percent : null,
      amount: draft.discount.kind === 'amount' ? toGbp(draft.discount.pence) : null,
    },
    damageWaiver: draft.damageWaiver,
    notes: draft.notes,
  };
}

const toPaymentDto = (p: HirePayment) => ({
  id: p.id,
  kind: p.kind,
  method: p.method,
  amount: toGbp(p.amountPence),
  reference: p.reference,
  at: p.at.toISOString(),
  byUserId: p.byUserId,
});

export const toBookingDto = (
  money: BookingMoney,
  payments: readonly HirePayment[],
  bankTransfer: HireBankTransfer | null,
): HireBooking => ({
  total: toGbp(money.totalPence),
  depositDue: toGbp(money.depositDuePence),
  paid: toGbp(money.paidPence),
  balance: toGbp(money.balancePence),
  balanceDue: toGbp(money.balanceDuePence),
  securityDepositHeld: toGbp(money.securityDepositHeldPence),
  securityDepositDue: toGbp(money.securityDepositDuePence),
  balanceDueDate: money.balanceDueDate,
  payments: payments.map(toPaymentDto),
  bankTransfer,
});

export const toAvailabilityDto = ({ product, range, free }: ProductAvailability): HireAvailability => ({
  productId: product.id,
  slug: product.slug,
  start: range.start.toISOString(),
  end: range.end.toISOString(),
  stock: free.stock,
  committed: free.committed,
  available: free.available,
  turnaroundDays: product.turnaroundDays,
});

export const toDaysDto = ({ product, quantity, days }: ProductDays): HireDayAvailability => ({
  productId: product.id,
  slug: product.slug,
  quantity,
  days: days.map(({ day, available }) => ({ day, available, free: available >= quantity })),
});
