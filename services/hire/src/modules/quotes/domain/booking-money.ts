import {
  damageWaiverExcessOf,
  DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE,
  ukCalendarDay,
  waivedDamagePence,
} from '@shop/contracts';
import type { HirePayment, Quote } from '../models/quote';
import { lateDays } from './late-return';
import { draftOf } from './quote-draft';

/*
 * A booking's money (pure): every sum the service works out for a booking once it is priced, in
 * one place: what it owes now and has paid, the security deposit it asked for and holds, the
 * charges after the hire (damage after the waiver, loss, late days) and how a return settles them.
 * Prices themselves come from the rate engine (price-quote.ts); screens and emails only show these.
 */

/**
 * A booking's money (pure), the one reckoning every screen and email shows: the total (the hire
 * and any charges after it), what the customer has paid (payments less refunds), the security
 * deposit held out of that, the booking deposit still due, and the balance.
 */
export interface BookingMoney {
  /** The hire's total with the damage, loss and late charges added once known. */
  totalPence: number;
  paidPence: number;
  /** Paid above the total, up to the security deposit asked for; none once the booking is settled. */
  securityDepositHeldPence: number;
  /** The security deposit asked for and not yet held; none once the booking is settled (or cancelled). */
  securityDepositDuePence: number;
  depositDuePence: number;
  /** Still owed towards the total (the held deposit apart); negative: owed back to the customer. */
  balancePence: number;
  /** Due by the balance day: the balance less the booking deposit due now. */
  balanceDuePence: number;
  balanceDueDate: string;
}

export const paidPence = (payments: readonly Pick<HirePayment, 'kind' | 'amountPence'>[]): number =>
  payments.reduce((sum, p) => sum + (p.kind === 'payment' ? p.amountPence : -p.amountPence), 0);

/**
 * What a booking's payments have paid of its booked price (pure): payments less refunds, a security deposit paid online
 * left out (held, not hire), up to the booked price; anything above it is the security deposit or the charges after
 * the hire, which are invoiced at settlement.
 */
export const paidTowardsHirePence = (
  payments: readonly Pick<HirePayment, 'kind' | 'amountPence' | 'purpose'>[],
  bookedPence: number,
): number =>
  Math.min(bookedPence, Math.max(0, paidPence(payments.filter((p) => p.purpose !== 'hire-security-deposit'))));

/**
 * What one recorded payment or refund moved of the booked price paid (pure): the part of it that pays, or gives back,
 * the hire; the payments hold it already.
 */
export const towardsHirePence = (
  payments: readonly Pick<HirePayment, 'id' | 'kind' | 'amountPence' | 'purpose'>[],
  payment: Pick<HirePayment, 'id'>,
  bookedPence: number,
): number =>
  Math.abs(
    paidTowardsHirePence(payments, bookedPence) -
      paidTowardsHirePence(
        payments.filter((p) => p.id !== payment.id),
        bookedPence,
      ),
  );

const NOTHING_HELD = { securityDepositPence: 0, chargesPence: 0, settled: false };

export function bookingMoney(
  owed: { totalPence: number; bookingDepositPence: number; balanceDueDate: string },
  payments: readonly Pick<HirePayment, 'kind' | 'amountPence'>[],
  security: { securityDepositPence: number; chargesPence: number; settled: boolean } = NOTHING_HELD,
): BookingMoney {
  const paid = paidPence(payments);
  const totalPence = owed.totalPence + security.chargesPence;
  // Settling takes the charges from the deposit and refunds the rest: nothing is held after.
  const held = security.settled ? 0 : Math.min(security.securityDepositPence, Math.max(0, paid - totalPence));
  const towardsTotal = paid - held;
  const depositDuePence = Math.max(0, owed.bookingDepositPence - towardsTotal);
  const balancePence = totalPence - towardsTotal;
  return {
    totalPence,
    paidPence: paid,
    securityDepositHeldPence: held,
    securityDepositDuePence: security.settled ? 0 : security.securityDepositPence - held,
    depositDuePence,
    balancePence,
    balanceDuePence: Math.max(0, balancePence - depositDuePence),
    balanceDueDate: owed.balanceDueDate,
  };
}

/** A booking's money from what it owes for the hire, the security deposit it asked for, and its charges after the hire. */
export const moneyOfBooking = (
  quote: Pick<Quote, 'payments' | 'stage' | 'settlement'>,
  owed: { totalPence: number; bookingDepositPence: number; balanceDueDate: string; securityDepositPence: number },
  charges: { damagePence: number; latePence: number },
): BookingMoney =>
  bookingMoney(owed, quote.payments, {
    // A cancelled booking's charge is its fee; nothing is held against it.
    securityDepositPence: quote.stage === 'cancelled' ? 0 : owed.securityDepositPence,
    chargesPence: charges.damagePence + charges.latePence,
    settled: quote.settlement !== null,
  });

/** The security deposit the booking asked for: as frozen when confirmed (before that was kept, the revision's). */
export const securityDepositOf = (quote: Pick<Quote, 'booked' | 'revisions' | 'acceptance'>): number =>
  (
    quote.booked ??
    (quote.revisions.find((r) => r.revision === quote.acceptance?.revision) ?? quote.revisions.at(-1))?.document
  )?.securityDepositPence ?? 0;

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

/** What the units still out (or out until they came back) owe for their late days. */
export function lateChargePence(
  units: ReadonlyArray<{ dailyRatePence: number; backAt: Date | null }>,
  endDay: string,
  graceHours: number,
  now: Date,
): number {
  return units.reduce((sum, unit) => sum + unit.dailyRatePence * lateDays(endDay, graceHours, unit.backAt ?? now), 0);
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

/** A refund of a security deposit paid online, asked of payments against the card payment it came from. */
export interface CardRefund {
  /** The payment's id at payments. */
  paymentId: number;
  amountPence: number;
}

/** The payment id a card payment recorded on the booking carries (`payment:<id>`). */
const paymentIdOf = (onlineKey: string | undefined): number | null => {
  const match = /^payment:(\d+)$/.exec(onlineKey ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * How a settlement's refund goes back (pure): what it can be, to the cards the security deposit was paid with
 * online (each no more than is left of its payment, the latest first), and the rest by hand as the desk records it.
 */
export function refundRoutes(
  refundPence: number,
  payments: readonly Pick<HirePayment, 'kind' | 'amountPence' | 'onlineKey' | 'purpose' | 'reference'>[],
): { card: CardRefund[]; byHandPence: number } {
  const card: CardRefund[] = [];
  let left = refundPence;
  for (const payment of [...payments].reverse()) {
    const paymentId = paymentIdOf(payment.onlineKey);
    if (left <= 0 || payment.kind !== 'payment' || payment.purpose !== 'hire-security-deposit' || paymentId === null) {
      continue;
    }
    // An online refund is recorded with its payment's id as the reference.
    const refunded = payments
      .filter((p) => p.kind === 'refund' && p.onlineKey?.startsWith('refund:') && p.reference === String(paymentId))
      .reduce((sum, p) => sum + p.amountPence, 0);
    const amountPence = Math.min(left, payment.amountPence - refunded);
    if (amountPence <= 0) continue;
    card.push({ paymentId, amountPence });
    left -= amountPence;
  }
  return { card, byHandPence: left };
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
