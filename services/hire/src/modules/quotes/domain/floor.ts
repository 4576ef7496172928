import {
  damageWaiverExcessOf,
  daysBetween,
  DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE,
  formatDayMonthYear,
  ukCalendarDay,
  waivedDamagePence,
} from '@shop/contracts';
import { expandKitLines, type KitPart } from '../../../shared/domain/kits';
import { lateChargePence } from './late-return';
import { draftOf } from './quote-draft';
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

/** The charges a booking carries: the damage and loss charged (after the waiver), what the waiver covered, and the late charge. */
export interface FloorCharges {
  damagePence: number;
  /** Damage above the excess on a waived booking: assessed by the desk, not charged. */
  waivedPence: number;
  latePence: number;
}

/**
 * The damage waiver's excess of a booking that took it (null without): what the accepted revision stated,
 * or for a booking confirmed from the desk's draft, the default.
 */
export function waiverExcessOf(
  quote: Pick<Quote, 'revisions' | 'acceptance' | 'draft' | 'startDate' | 'endDate' | 'items'>,
): number | null {
  const booked = quote.revisions.find((r) => r.revision === quote.acceptance?.revision) ?? quote.revisions.at(-1);
  if (booked) return booked.document.damageWaiverPence > 0 ? damageWaiverExcessOf(booked.document) : null;
  return draftOf(quote).damageWaiver ? DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE : null;
}

/**
 * The booking's floor charges at `now`: final once settled; until then the late charge accrues
 * for the units still out at each one's product daily rate, and each damaged unit on a waived
 * booking is charged its damage up to the excess (loss is not covered).
 */
export function floorCharges(
  quote: Pick<Quote, 'units' | 'endDate' | 'settlement'>,
  dailyRateOf: (productId: number) => number,
  graceHours: number,
  now: Date,
  waiverExcessPence: number | null,
): FloorCharges {
  if (quote.settlement) {
    const { damagePence, waivedPence, latePence } = quote.settlement;
    // Settled before the waiver's excess applied: nothing was waived.
    return { damagePence, waivedPence: waivedPence ?? 0, latePence };
  }
  const units = quote.units.map((u) => ({ dailyRatePence: dailyRateOf(u.productId), backAt: u.returnedAt }));
  const charged = quote.units.map((u) =>
    u.condition === 'damaged' ? waivedDamagePence(u.chargePence, waiverExcessPence) : u.chargePence,
  );
  const damagePence = charged.reduce((sum, pence) => sum + pence, 0);
  return {
    damagePence,
    waivedPence: quote.units.reduce((sum, u) => sum + u.chargePence, 0) - damagePence,
    latePence: lateChargePence(units, ukCalendarDay(quote.endDate), graceHours, now),
  };
}
