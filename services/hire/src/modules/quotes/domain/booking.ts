import type { HirePayment, Quote } from '../models/quote';

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
  depositDuePence: number;
  /** Still owed towards the total (the held deposit apart); negative: owed back to the customer. */
  balancePence: number;
  /** Due by the balance day: the balance less the booking deposit due now. */
  balanceDuePence: number;
  balanceDueDate: string;
}

export const paidPence = (payments: readonly Pick<HirePayment, 'kind' | 'amountPence'>[]): number =>
  payments.reduce((sum, p) => sum + (p.kind === 'payment' ? p.amountPence : -p.amountPence), 0);

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
