import { ukCalendarDay } from '@shop/contracts';
import { isFulfilled, unitsStillOut, type KitPartsOf } from './floor';
import type { Quote } from '../models/quote';

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

/**
 * What a return settles (pure): the charges for damage, loss and lateness are added to what the
 * booking owes and taken from the security deposit first; what is left of the deposit is
 * refunded. The deposit held is what the customer paid above the hire's total, up to the
 * security deposit asked for.
 */
export interface Settlement {
  chargesPence: number;
  depositHeldPence: number;
  depositUsedPence: number;
  refundPence: number;
  /** Charges the deposit did not cover: still owed by the customer. */
  owedPence: number;
}

export function settle(charges: {
  totalPence: number;
  securityDepositPence: number;
  paidPence: number;
  chargesPence: number;
}): Settlement {
  const depositHeldPence = Math.min(charges.securityDepositPence, Math.max(0, charges.paidPence - charges.totalPence));
  const depositUsedPence = Math.min(charges.chargesPence, depositHeldPence);
  return {
    chargesPence: charges.chargesPence,
    depositHeldPence,
    depositUsedPence,
    refundPence: depositHeldPence - depositUsedPence,
    owedPence: charges.chargesPence - depositUsedPence,
  };
}
