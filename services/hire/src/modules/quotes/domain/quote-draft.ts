import { ukCalendarDay, addUkDays } from '@shop/contracts';
import type { Quote, QuoteDraft, QuoteItem } from '../models/quote';
import { dayStart } from '../../../shared/domain/days';

/**
 * The desk's draft of a quote (pure). Until the desk first saves one, the draft is the customer's
 * request as it stands: their dates and lines, no fixed lines, discount or waiver.
 */
export function draftOf(quote: Pick<Quote, 'draft' | 'startDate' | 'endDate' | 'items'>): QuoteDraft {
  return (
    quote.draft ?? {
      startDate: ukCalendarDay(quote.startDate),
      endDate: ukCalendarDay(quote.endDate),
      hireLines: quote.items.map((item) => ({
        id: item.id,
        productId: item.productId,
        quantity: item.quantity,
        hirePeriod: item.hirePeriod,
        rateOverrides: null,
      })),
      fixedLines: [],
      discount: null,
      damageWaiver: false,
      notes: null,
    }
  );
}

/** The ids of the products a draft's hire lines name. */
export const draftProductIds = (draft: QuoteDraft): number[] => draft.hireLines.map((line) => line.productId);

/**
 * What a booking of this draft holds: its hire lines as the quote's items and its days as the
 * quote's dates. A date already on the draft's day is kept as stored, so the customer's own
 * request is booked exactly as it came.
 */
export function bookingOf(
  quote: Pick<Quote, 'items' | 'startDate' | 'endDate'>,
  draft: QuoteDraft,
  now: Date,
): Pick<Quote, 'items' | 'startDate' | 'endDate'> {
  const sameDay = (date: Date, day: string) => (ukCalendarDay(date) === day ? date : dayStart(day));
  const createdAt = new Map(quote.items.map((item) => [item.id, item.createdAt]));
  const items: QuoteItem[] = draft.hireLines.map((line) => ({
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    hirePeriod: line.hirePeriod,
    createdAt: createdAt.get(line.id) ?? now,
  }));
  return {
    items,
    startDate: sameDay(quote.startDate, draft.startDate),
    endDate: sameDay(quote.endDate, draft.endDate),
  };
}

/**
 * The instant a UK calendar day ends (the next day's midnight in London): 23:00 UTC the day
 * before in summer time, midnight UTC in winter.
 */
export function endOfUkDay(day: string): Date {
  const next = addUkDays(day, 1);
  const midnightUtc = dayStart(next).getTime();
  const hourEarlier = new Date(midnightUtc - 3_600_000);
  return ukCalendarDay(hourEarlier) === next ? hourEarlier : new Date(midnightUtc);
}
