import type { HirePayment } from '../models/quote';

/**
 * A booking's money (pure): what the customer has paid (payments less refunds), the booking
 * deposit still due and the balance, against the total they owe.
 */
export interface BookingMoney {
  totalPence: number;
  depositDuePence: number;
  paidPence: number;
  balancePence: number;
  balanceDueDate: string;
}

export const paidPence = (payments: readonly Pick<HirePayment, 'kind' | 'amountPence'>[]): number =>
  payments.reduce((sum, p) => sum + (p.kind === 'payment' ? p.amountPence : -p.amountPence), 0);

export function bookingMoney(
  owed: { totalPence: number; bookingDepositPence: number; balanceDueDate: string },
  payments: readonly Pick<HirePayment, 'kind' | 'amountPence'>[],
): BookingMoney {
  const paid = paidPence(payments);
  return {
    totalPence: owed.totalPence,
    depositDuePence: Math.max(0, owed.bookingDepositPence - paid),
    paidPence: paid,
    balancePence: owed.totalPence - paid,
    balanceDueDate: owed.balanceDueDate,
  };
}
