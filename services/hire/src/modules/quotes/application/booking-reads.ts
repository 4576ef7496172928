import type { HireQuoteStage } from '@shop/contracts';
import type { QuotesModels } from '../models/quotes-models';
import type { Quote } from '../models/quote';

/** Stages of a booking that holds units: confirmed (before or part dispatched) and out. */
const LIVE: readonly HireQuoteStage[] = ['confirmed', 'out'];

/** Which fields of a quote a read answers (`{ id: 1, items: 1 }`, as mongoose projects). */
type Fields = Readonly<Record<string, number>>;

/**
 * The bookings other modules read (planning's timeline, day sheet, calendar feed and ledger
 * reconcile): read-only, named queries of the quotes collection, so no other module queries the
 * quotes' model. Each answers plain records with the fields asked for.
 */
export function bookingReads({ Quote }: Pick<QuotesModels, 'Quote'>) {
  return {
    /** Quotes in these stages whose start (or end) falls in [from, to), by that instant then id. */
    startingOrEnding: (field: 'startDate' | 'endDate', stages: readonly HireQuoteStage[], from: Date, to: Date) =>
      Quote.find({ stage: { $in: stages }, [field]: { $gte: from, $lt: to } })
        .sort({ [field]: 1, id: 1 })
        .lean<Quote[]>(),

    /** Live bookings starting or ending in [from, to), earliest start first. */
    liveStartingOrEndingIn: <T>(from: Date, to: Date, fields: Fields) =>
      Quote.find(
        { stage: { $in: LIVE }, $or: [{ startDate: { $gte: from, $lt: to } }, { endDate: { $gte: from, $lt: to } }] },
        fields,
      )
        .sort({ startDate: 1, id: 1 })
        .lean<T[]>(),

    /** Live bookings with a line of one of these products whose dates touch [from, to); the index on stage and end narrows it. */
    liveOfProducts: (productIds: readonly number[], from: Date, to: Date, fields: Fields) =>
      Quote.find({
        stage: { $in: LIVE },
        endDate: { $gt: from },
        startDate: { $lt: to },
        'items.productId': { $in: productIds },
      })
        .select(fields)
        .lean<Quote[]>(),

    /** These quotes, earliest start first, at most `limit` when given. */
    byIds: (ids: readonly number[], fields: Fields, limit?: number) => {
      const found = Quote.find({ id: { $in: ids } })
        .select(fields)
        .sort({ startDate: 1, id: 1 });
      return (limit === undefined ? found : found.limit(limit)).lean<Quote[]>();
    },

    /** Quotes the desk approved (status `approved`) ending on or after `since`, of these products when named. */
    approvedEndingSince: (since: Date, fields: Fields, productIds?: readonly number[]) =>
      Quote.find({
        status: 'approved',
        endDate: { $gte: since },
        ...(productIds && { 'items.productId': { $in: productIds } }),
      })
        .select(fields)
        .lean<Quote[]>(),
  };
}

export type BookingReads = ReturnType<typeof bookingReads>;
