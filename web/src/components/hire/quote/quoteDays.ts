import { formatDayMonthYear } from '@shop/contracts';

/** A UK calendar day (YYYY-MM-DD) as the quote prints it, e.g. 05 Jun 2026 (midday, so no clock change moves it). */
export const ukDay = (day: string): string => formatDayMonthYear(`${day}T12:00:00.000Z`);
