import type { z } from 'zod';
import { daysBetween } from './hire-rates';
import { ukCalendarDay } from './uk-calendar';

/**
 * How long a hire may last and how far ahead it may start. Every hire's dates are checked against
 * them (a quote request, the desk's draft, an availability question), so nothing is priced, booked
 * or looked up for centuries. These are the shop's defaults, which the quote form checks with; the
 * hire service reads its own from its settings (HIRE_MAX_DAYS, HIRE_MAX_DAYS_AHEAD).
 */
export interface HireCeilings {
  /** The most days from collection to return (UK calendar days). */
  maxDays: number;
  /** The most days from today (in the UK) to the first day of the hire. */
  maxDaysAhead: number;
}

export const DEFAULT_HIRE_CEILINGS: HireCeilings = { maxDays: 366, maxDaysAhead: 730 };

const DAYS_PER_YEAR = 365;

/** 730 days reads "2 years", 365 "1 year"; a count that is not whole years reads as days. */
function inWords(days: number): string {
  if (days % DAYS_PER_YEAR !== 0) return `${days} days`;
  const years = days / DAYS_PER_YEAR;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** "A hire can last at most 366 days". */
export const hireTooLongMessage = (ceilings: HireCeilings): string =>
  `A hire can last at most ${ceilings.maxDays} days`;

/** "A hire can start at most 2 years ahead". */
export const hireTooFarAheadMessage = (ceilings: HireCeilings): string =>
  `A hire can start at most ${inWords(ceilings.maxDaysAhead)} ahead`;

/** A day of a four-digit year: what a date far outside any hire (year 10000, or before year 0) is not. */
const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** A hire from `start` to `end` (UK days, YYYY-MM-DD) lasts longer than the ceiling, or runs outside four-digit years. */
export const lastsTooLong = (start: string, end: string, ceilings: HireCeilings): boolean =>
  !isDay(start) || !isDay(end) || daysBetween(start, end) > ceilings.maxDays;

/** A hire starting on `start` (a UK day) starts further ahead of `today` than the ceiling, or outside four-digit years. */
export const startsTooFarAhead = (start: string, today: string, ceilings: HireCeilings): boolean =>
  !isDay(start) || daysBetween(today, start) > ceilings.maxDaysAhead;

/**
 * Adds an issue under the start's field when the hire starts too far ahead, and under the end's when it lasts too
 * long. Its days are UK days (YYYY-MM-DD), null where a date did not parse (another rule names it).
 */
export function checkHireCeilings(
  days: { start: string | null; end: string | null },
  fields: { start: string; end: string },
  ceilings: HireCeilings,
  ctx: z.RefinementCtx,
): void {
  const { start, end } = days;
  if (start !== null && startsTooFarAhead(start, ukCalendarDay(new Date()), ceilings)) {
    ctx.addIssue({ code: 'custom', path: [fields.start], message: hireTooFarAheadMessage(ceilings) });
  }
  if (start !== null && end !== null && end > start && lastsTooLong(start, end, ceilings)) {
    ctx.addIssue({ code: 'custom', path: [fields.end], message: hireTooLongMessage(ceilings) });
  }
}
