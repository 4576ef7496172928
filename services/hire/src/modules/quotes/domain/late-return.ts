import { ukCalendarDay, addUkDays } from '@shop/contracts';
import type { HireQuoteStage } from '@shop/contracts';
import { endOfUkDay } from './quote-draft';

/**
 * Late returns (pure). A booking is due back by the end of its last day (UK time); it is overdue
 * once a grace period past that has gone by. Each started UK calendar day past the last day is
 * charged at the daily rate for every unit still out (the hire terms: "late returns are charged
 * at the daily rate for each day or part day"); a return within the grace is not late.
 */
export const dueBackBy = (endDay: string): Date => endOfUkDay(endDay);

export const overdueAt = (endDay: string, graceHours: number): Date =>
  new Date(dueBackBy(endDay).getTime() + graceHours * 3_600_000);

/** Started UK days past the last day at `at`: 0 within the grace. */
export function lateDays(endDay: string, graceHours: number, at: Date): number {
  if (at.getTime() <= overdueAt(endDay, graceHours).getTime()) return 0;
  const today = ukCalendarDay(at);
  let days = 0;
  for (let day = endDay; day < today; day = addUkDays(day, 1)) days += 1;
  return days;
}

/** A booking with units dispatched (all of them, or some: still confirmed) can be late with them. */
export const STAGES_WITH_UNITS_OUT: readonly HireQuoteStage[] = ['confirmed', 'out'];

/** Whether a booking has units out that can be late: any dispatched unit not back, whole or part dispatch alike. */
export const hasUnitsOut = (quote: { stage: HireQuoteStage; units: ReadonlyArray<{ returnedAt: Date | null }> }) =>
  STAGES_WITH_UNITS_OUT.includes(quote.stage) && quote.units.some((unit) => !unit.returnedAt);
