import { DAY_MS, freeUnits, addUkDays } from '@shop/contracts';
import { type DateRange, type Held } from './availability';
import { dayStart } from '../../../shared/domain/days';

/**
 * Free units for each of a run of UK days (pure), answered by one sweep over the holds. A day's
 * answer is the range answer (`availability`) for a one-day hire of that day: from the day's
 * start to the next day's, turnaround included, so a day is free exactly when a hire of it could
 * be approved, and a longer range is free exactly when each of its days is.
 */
export const oneDayRange = (day: string): DateRange => ({ start: dayStart(day), end: dayStart(addUkDays(day, 1)) });

/** The UK days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addUkDays(day, 1)) days.push(day);
  return days;
}

/**
 * Units held at the busiest moment of each day's one-day range. The holds become a step function
 * of units out (each hold from its start until its end plus turnaround, half-open, every change
 * at one moment applied together as `peakCommitted` does); a day's figure is the highest step
 * its range touches.
 */
export function committedByDay(holds: readonly Held[], days: readonly string[], turnaroundDays: number): number[] {
  const turnaroundMs = turnaroundDays * DAY_MS;
  const deltas = new Map<number, number>();
  for (const held of holds) {
    const start = held.start.getTime();
    const end = held.end.getTime() + turnaroundMs;
    deltas.set(start, (deltas.get(start) ?? 0) + held.quantity);
    deltas.set(end, (deltas.get(end) ?? 0) - held.quantity);
  }
  const moments = [...deltas.keys()].sort((a, b) => a - b);
  const levels: number[] = [];
  let level = 0;
  for (const moment of moments) {
    level += deltas.get(moment)!;
    levels.push(level);
  }
  // Step i holds levels[i] from moments[i] until moments[i + 1].
  const firstStepAfter = (at: number): number => {
    let low = 0;
    let high = moments.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (moments[mid] <= at) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return days.map((day) => {
    const { start, end } = oneDayRange(day);
    const windowEnd = end.getTime() + turnaroundMs;
    let peak = 0;
    for (let i = Math.max(0, firstStepAfter(start.getTime()) - 1); i < moments.length && moments[i] < windowEnd; i++) {
      peak = Math.max(peak, levels[i]);
    }
    return peak;
  });
}

/** Free units of a product with `stock` in service for each day. */
export const freeByDay = (
  stock: number,
  holds: readonly Held[],
  days: readonly string[],
  turnaroundDays: number,
): number[] => committedByDay(holds, days, turnaroundDays).map((committed) => freeUnits(stock, committed));
