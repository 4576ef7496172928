import { daysBetween, formatDayMonthYear, ukCalendarDay } from '@shop/contracts';
import { expandKitLines, type KitPart } from '../../../shared/domain/kits';
import type { BookedUnit, Quote } from '../models/quote';
import { unitsByProduct } from '../../../shared/domain/kits';

/**
 * A booking on the warehouse floor (pure): for each product it books, the units needed and the
 * units dispatched on it; whether every line is fulfilled, and whether every unit is back.
 */
export interface FloorLine {
  productId: number;
  needed: number;
  assigned: number;
}

/** A product's kit parts (none: not a kit). A kit line goes out as its parts' units. */
export type KitPartsOf = (productId: number) => readonly KitPart[] | undefined;

export function floorLines(quote: Pick<Quote, 'items' | 'units'>, partsOf: KitPartsOf): FloorLine[] {
  return [...unitsByProduct(expandKitLines(quote.items, partsOf))].map(([productId, needed]) => ({
    productId,
    needed,
    assigned: quote.units.filter((u) => u.productId === productId).length,
  }));
}

export const isFulfilled = (quote: Pick<Quote, 'items' | 'units'>, partsOf: KitPartsOf): boolean =>
  floorLines(quote, partsOf).every((line) => line.assigned >= line.needed);

/** The most UK days before a booking's start its units go out without the desk confirming it. */
export const EARLY_DISPATCH_DAYS = 2;

/**
 * Why a unit going out `now` on a booking starting `startDate` needs the desk's confirmation
 * (null when it does not): more than EARLY_DISPATCH_DAYS ahead is likely the wrong booking.
 */
export function earlyDispatchWarning(startDate: Date, now: Date): string | null {
  const ahead = daysBetween(ukCalendarDay(now), ukCalendarDay(startDate));
  if (ahead <= EARLY_DISPATCH_DAYS) return null;
  return (
    `This booking starts on ${formatDayMonthYear(startDate.toISOString())}, ${ahead} days from today: ` +
    `confirm to dispatch more than ${EARLY_DISPATCH_DAYS} days early`
  );
}

/**
 * A booking that only partly went out is announced (HireBookingDispatched for the units that did)
 * once its start day has passed: no more are likely to go, and the customer hears what they have.
 */
export const isPartDispatchToAnnounce = (
  quote: Pick<Quote, 'stage' | 'units' | 'startDate' | 'dispatchAnnouncedAt'>,
  now: Date,
): boolean =>
  quote.stage === 'confirmed' &&
  quote.units.length > 0 &&
  !quote.dispatchAnnouncedAt &&
  ukCalendarDay(now) > ukCalendarDay(quote.startDate);

export const unitsStillOut = (quote: Pick<Quote, 'units'>): BookedUnit[] => quote.units.filter((u) => !u.returnedAt);

/**
 * A booking settles once every unit dispatched on it is back and no more will go out: every line
 * went out, or the hire's last day has come (a part-dispatched booking is settled for the units
 * that actually went out). A unit back early from a part-dispatched booking still in hire settles nothing.
 */
export function isReadyToSettle(
  quote: Pick<Quote, 'stage' | 'items' | 'units' | 'endDate'>,
  partsOf: KitPartsOf,
  at: Date,
): boolean {
  if (!['confirmed', 'out'].includes(quote.stage) || quote.units.length === 0) return false;
  if (unitsStillOut(quote).length > 0) return false;
  return isFulfilled(quote, partsOf) || ukCalendarDay(at) >= ukCalendarDay(quote.endDate);
}
