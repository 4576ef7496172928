import { DAY_MS, freeUnits } from '@shop/contracts';
import { Conflict } from '@shop/kit';

/**
 * Availability by date with turnaround (pure). A hire keeps its units from its start until its end
 * plus the product's turnaround (checking and cleaning before the next hire), as a half-open span:
 * with no turnaround, a hire may start on the day another ends.
 */
export interface DateRange {
  start: Date;
  end: Date;
}

export interface Held extends DateRange {
  quoteId: number;
  quantity: number;
}

const outUntil = (end: Date, turnaroundDays: number): number => end.getTime() + turnaroundDays * DAY_MS;

/** Whether a hire over `held` and one over `wanted` need the same units at some moment. */
export function overlaps(held: DateRange, wanted: DateRange, turnaroundDays: number): boolean {
  return (
    held.start.getTime() < outUntil(wanted.end, turnaroundDays) &&
    wanted.start.getTime() < outUntil(held.end, turnaroundDays)
  );
}

/**
 * The most units held at any one moment of `wanted` (turnaround included): two hires that do not
 * overlap each other can share units even when both fall in the range.
 */
export function peakCommitted(
  holds: readonly Held[],
  wanted: DateRange,
  turnaroundDays: number,
  excludeQuoteId?: number,
): number {
  const changes: Array<{ at: number; delta: number }> = [];
  const windowEnd = outUntil(wanted.end, turnaroundDays);
  for (const held of holds) {
    if (held.quoteId === excludeQuoteId || !overlaps(held, wanted, turnaroundDays)) continue;
    changes.push({ at: Math.max(held.start.getTime(), wanted.start.getTime()), delta: held.quantity });
    changes.push({ at: Math.min(outUntil(held.end, turnaroundDays), windowEnd), delta: -held.quantity });
  }
  // Returns before departures at the same moment: a unit back at noon can go out at noon.
  changes.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let current = 0;
  let peak = 0;
  for (const { delta } of changes) {
    current += delta;
    peak = Math.max(peak, current);
  }
  return peak;
}

export interface Availability {
  stock: number;
  committed: number;
  available: number;
}

export function availability(
  stock: number,
  holds: readonly Held[],
  wanted: DateRange,
  turnaroundDays: number,
  excludeQuoteId?: number,
): Availability {
  const committed = peakCommitted(holds, wanted, turnaroundDays, excludeQuoteId);
  return { stock, committed, available: freeUnits(stock, committed) };
}

export interface Shortfall {
  productId: number;
  name: string;
  requested: number;
  available: number;
}

/** The CONFLICT answer to an approval that would promise more units than are free. */
export const overcommitMessage = (shortfalls: readonly Shortfall[]): string =>
  `Approving this quote would over-commit: ${shortfalls
    .map((s) => `${s.name} (${s.requested} requested, ${s.available} free)`)
    .join(', ')}. Confirm the override to approve it anyway.`;

/** An approval refused because units are short: the desk's message, and the short lines for those who answer otherwise. */
export class ShortOfUnits extends Conflict {
  constructor(readonly shortfalls: Shortfall[]) {
    super(overcommitMessage(shortfalls), 'override');
  }
}

/** Hires that ended this long ago no longer affect any date anyone can book; their holds are pruned. */
export const HOLD_RETENTION_DAYS = 30;
