import { z } from 'zod';
import { ukDaySchema } from './hire-quote-desk';
import { daysBetween } from './hire-rates';
import { DAY_MS } from './uk-calendar';
import type { HireCeilings } from './hire-ceilings';
import { listCeiling } from './list-sizes';

/** The most days one per-day availability question may cover: two months, what a date picker shows. */
export const MAX_AVAILABILITY_DAYS = 62;

export const HIRE_CALENDAR_MESSAGES = {
  month: 'month must be written YYYY-MM',
  range: 'Ask about a month, or from and to (YYYY-MM-DD)',
  order: 'to must be on or after from',
  span: `Ask about at most ${MAX_AVAILABILITY_DAYS} days at a time`,
  quantity: 'quantity must be a whole number from 1 to 999',
} as const;

const M = HIRE_CALENDAR_MESSAGES;

const lastDayOf = (month: string): string => {
  const [year, mon] = month.split('-').map(Number);
  return new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
};

/**
 * Which UK days a per-day availability question is about, and for how many units: a month
 * (YYYY-MM), or from and to (YYYY-MM-DD, both included, at most 62 days). Quantity defaults to 1.
 */
export const hireDayAvailabilitySchema = z
  .object({
    month: z
      .string({ error: M.month })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month)
      .nullish(),
    from: ukDaySchema('from').nullish(),
    to: ukDaySchema('to').nullish(),
    quantity: z
      .number({ error: M.quantity })
      .int(M.quantity)
      .min(1, M.quantity)
      .max(999, M.quantity)
      .nullish()
      .transform((v) => v ?? 1),
  })
  .superRefine((q, ctx) => {
    if (q.month ? q.from || q.to : !(q.from && q.to)) {
      ctx.addIssue({ code: 'custom', path: [q.month ? 'month' : q.from ? 'to' : 'from'], message: M.range });
      return;
    }
    if (q.from && q.to) {
      const span = (new Date(`${q.to}T00:00:00Z`).getTime() - new Date(`${q.from}T00:00:00Z`).getTime()) / DAY_MS;
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: M.order });
      else if (span >= MAX_AVAILABILITY_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: M.span });
    }
  })
  .transform((q) => ({
    from: q.month ? `${q.month}-01` : q.from!,
    to: q.month ? lastDayOf(q.month) : q.to!,
    quantity: q.quantity,
  }));

export type HireDayAvailabilityQuery = z.output<typeof hireDayAvailabilitySchema>;

/** The hire desk's planning timeline: eight weeks of UK days from its first. */
export const PLANNING_DAYS = listCeiling('HirePlanning', 'days');

/** The planning timeline from a UK day (YYYY-MM-DD); today when none is given. */
export const hirePlanningSchema = z.object({ from: ukDaySchema('from').nullish() });

/** The bookings behind one cell of the timeline: a product on a UK day. */
export const hirePlanningCellSchema = z.object({ day: ukDaySchema('day') });

/** The day sheet of a UK day (and the next): what goes out and comes back; today when none is given. */
export const hireDaySheetSchema = z.object({ day: ukDaySchema('day').nullish() });

/**
 * How far from today (a UK day) the day sheet reaches either way: the last day a hire starting at the
 * furthest it may start can end. No booking goes out or comes back further ahead; further back is history.
 */
export const daySheetReach = (ceilings: HireCeilings): number => ceilings.maxDaysAhead + ceilings.maxDays;

/** Why the day sheet of `day` is not asked for (null when it may be): further from `today` than its reach. */
export function daySheetDayRefusal(day: string, today: string, ceilings: HireCeilings): string | null {
  const reach = daySheetReach(ceilings);
  return Math.abs(daysBetween(today, day)) > reach
    ? `The day sheet covers at most ${reach} days either side of today`
    : null;
}
