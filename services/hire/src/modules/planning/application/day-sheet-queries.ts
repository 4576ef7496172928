import {
  DAY_MS,
  daySheetDayRefusal,
  hireDaySheetSchema,
  listCeiling,
  ukCalendarDay,
  type HireCeilings,
  type HireQuoteStage,
  addUkDays,
} from '@shop/contracts';
import { Invalid, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { PlanningModels } from '../models/planning-models';
import type { BookingReads } from '../../quotes';
import type { Quote } from '../../quotes';
import { productNamer, productViewsWithParts } from '../../../shared/application/product-views';
import { dayStart } from '../../../shared/domain/days';

/** Bookings on the warehouse floor's sheet: confirmed (units to go out) or out (units to come back). */
const ON_THE_FLOOR: readonly HireQuoteStage[] = ['confirmed', 'out'];

/** A booking on the sheet: its lines, named, and the tags of the units dispatched on it, out and back. */
export interface SheetBooking {
  quote: Quote;
  lines: Array<{ productId: number; name: string; quantity: number }>;
  unitsOut: string[];
  unitsBack: string[];
}

/** One UK day of the sheet: the bookings starting (going out) and ending (coming back) that day. */
export interface SheetDay {
  day: string;
  goingOut: SheetBooking[];
  comingBack: SheetBooking[];
}

/**
 * The hire desk's day sheet: what goes out and comes back on a UK day and the next (admin only),
 * the day no further from today than the hire ceilings let a booking be.
 */
export function daySheetQueries(
  { ProductView }: Pick<PlanningModels, 'ProductView'>,
  bookings: BookingReads,
  clock: () => Date,
  ceilings: HireCeilings,
) {
  /** Bookings on the floor whose `field` falls on one of `days` (a stored instant's UK day). */
  async function bookingsOn(field: 'startDate' | 'endDate', days: readonly string[]): Promise<Quote[]> {
    // A UK day starts up to an hour before its UTC midnight (summer time): read a day either side.
    const from = new Date(dayStart(days[0]).getTime() - DAY_MS);
    const to = dayStart(addUkDays(days.at(-1)!, 2));
    const quotes = await bookings.startingOrEnding(field, ON_THE_FLOOR, from, to);
    return quotes.filter((quote) => days.includes(ukCalendarDay(quote[field])));
  }

  return {
    async daySheet(input: { day?: unknown }, actor: AuthContext): Promise<SheetDay[]> {
      requireAdmin(actor);
      const { day } = parseInput(hireDaySheetSchema, { day: input.day });
      const today = ukCalendarDay(clock());
      const first = day ?? today;
      const refusal = daySheetDayRefusal(first, today, ceilings);
      if (refusal) throw new Invalid(`day: ${refusal}`, 'day');
      const days = [first, addUkDays(first, 1)];
      const [starting, ending] = await Promise.all([bookingsOn('startDate', days), bookingsOn('endDate', days)]);
      const views = await productViewsWithParts(
        ProductView,
        [...starting, ...ending].flatMap((q) => [
          ...q.items.map((i) => i.productId),
          ...q.units.map((u) => u.productId),
        ]),
      );
      const nameOf = productNamer(views);
      const sheet = (quote: Quote): SheetBooking => ({
        quote,
        lines: quote.items.map((i) => ({ productId: i.productId, name: nameOf(i.productId), quantity: i.quantity })),
        unitsOut: quote.units.filter((u) => !u.returnedAt).map((u) => u.tag),
        unitsBack: quote.units.filter((u) => u.returnedAt).map((u) => u.tag),
      });
      const on = (quotes: Quote[], field: 'startDate' | 'endDate', d: string) =>
        quotes
          .filter((q) => ukCalendarDay(q[field]) === d)
          .slice(0, listCeiling('HireSheetDay', 'goingOut'))
          .map(sheet);
      return days.map((d) => ({
        day: d,
        goingOut: on(starting, 'startDate', d),
        comingBack: on(ending, 'endDate', d),
      }));
    },
  };
}

export type DaySheetQueries = ReturnType<typeof daySheetQueries>;
