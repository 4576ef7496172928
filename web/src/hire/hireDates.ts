import { defaultQuoteDates } from '@shop/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The dates a hire is asked about, as the date pickers hold them. */
export interface HireDates {
  start: Dayjs | null;
  end: Dayjs | null;
}

/**
 * Tomorrow to three days from now (storefront 9), counted from the start of this hour: the same on every render, so
 * the server's render passes ask the availability of the same dates (from the exact time, each pass asked anew and
 * the page never finished rendering) and the browser hydrates with the answer the server had.
 */
export function defaultHireDates(): { start: Dayjs; end: Dayjs } {
  const { startDate, endDate } = defaultQuoteDates(dayjs().startOf('hour').toDate());
  return { start: dayjs(startDate), end: dayjs(endDate) };
}

/** Date pickers disable past days. */
export const isPastDay = (day: Dayjs): boolean => day.isBefore(dayjs(), 'day');

/** The end cannot precede the start (nor today). */
export const endDisabler =
  (start: Dayjs | null) =>
  (day: Dayjs): boolean =>
    isPastDay(day) || (start !== null && day.isBefore(start, 'day'));

/** The availability query's dates, or null while the range is incomplete or backwards (nothing to ask). */
export function availabilityRange({ start, end }: HireDates): { start: string; end: string } | null {
  if (!start || !end || !end.isAfter(start)) return null;
  return { start: start.toISOString(), end: end.toISOString() };
}
