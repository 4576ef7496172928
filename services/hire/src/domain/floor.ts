import { ukCalendarDay } from '@shop/contracts';
import { expandKitLines, type KitPart } from './kits';
import { lateChargePence } from './late-return';
import { unitsByProduct } from './quote-rules';
import type { BookedUnit, Quote } from '../models/quote';

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

export const unitsStillOut = (quote: Pick<Quote, 'units'>): BookedUnit[] => quote.units.filter((u) => !u.returnedAt);

/** The charges a booking carries: the desk's damage and loss charges, and the late charge. */
export interface FloorCharges {
  damagePence: number;
  latePence: number;
}

/**
 * The booking's floor charges at `now`: final once settled; until then the late charge accrues
 * for the units still out at each one's product daily rate.
 */
export function floorCharges(
  quote: Pick<Quote, 'units' | 'endDate' | 'settlement'>,
  dailyRateOf: (productId: number) => number,
  graceHours: number,
  now: Date,
): FloorCharges {
  if (quote.settlement) return { damagePence: quote.settlement.damagePence, latePence: quote.settlement.latePence };
  const units = quote.units.map((u) => ({ dailyRatePence: dailyRateOf(u.productId), backAt: u.returnedAt }));
  return {
    damagePence: quote.units.reduce((sum, u) => sum + u.chargePence, 0),
    latePence: lateChargePence(units, ukCalendarDay(quote.endDate), graceHours, now),
  };
}
