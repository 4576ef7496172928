/**
 * Hire rates and availability as the hire pages and the quote form show them, with no schema here, so those pages'
 * first load carries no validation code; the hire schemas are in hire.ts.
 */
import { formatDayMonthYear } from './format';
import type { HireRates } from './hire';
import type { HirePeriod } from './hire-basket';

/** Which rate field each period reads. */
export const HIRE_RATE_FIELDS: Record<HirePeriod, keyof HireRates> = {
  daily: 'hirePriceDaily',
  weekly: 'hirePriceWeekly',
  monthly: 'hirePriceMonthly',
};

/** The rate for a period, or null when the product has none ("Call for price"). */
export const hireRate = (rates: HireRates, period: HirePeriod): number | null => rates[HIRE_RATE_FIELDS[period]];

/** A quote line's value: the period's rate times the quantity, a missing rate counting 0 (admin 9). In pence. */
export const quoteLineTotalPence = (ratePence: number | null, quantity: number): number => (ratePence ?? 0) * quantity;

/**
 * How many units are free over a range: the stock less the units committed to approved hires
 * at the busiest moment of the range, never below 0.
 */
export const freeUnits = (stock: number, committed: number): number => Math.max(0, stock - committed);

/** "N available for your dates", as the hire pages and the quote form show it. */
export const availableForDates = (available: number): string => `${available} available for your dates`;

/** The warning beside a line that asks for more units than are free. */
export const moreThanAvailable = (requested: number, available: number): string =>
  `You asked for ${requested}, but only ${available} ${available === 1 ? 'is' : 'are'} free for these dates; we will confirm what we can supply`;

/**
 * The quote form's note on a line short of units over the chosen dates (ISO timestamps, shown as UK days), e.g.
 * "DJ package: 3 wanted, 1 free from 05 Jun 2026 to 08 Jun 2026"; null when enough are free.
 */
export function shortLineNote(
  line: { name: string; wanted: number; free: number },
  dates: { start: string; end: string },
): string | null {
  if (line.wanted <= line.free) return null;
  return `${line.name}: ${line.wanted} wanted, ${line.free} free from ${formatDayMonthYear(dates.start)} to ${formatDayMonthYear(dates.end)}`;
}
