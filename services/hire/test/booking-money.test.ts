import { bookingMoney } from '../src/modules/quotes/domain/booking-money';

/** A booking of 963.60 with a 240.90 booking deposit and a 130.00 security deposit. */
const owed = { totalPence: 96_360, bookingDepositPence: 24_090, balanceDueDate: '2026-12-04' };
const security = { securityDepositPence: 13_000, chargesPence: 0, settled: false };
const paid = (...amounts: number[]) =>
  amounts.map((amountPence) => ({
    kind: amountPence > 0 ? ('payment' as const) : ('refund' as const),
    amountPence: Math.abs(amountPence),
  }));

describe("a booking's money (rules)", () => {
  it('asks for the booking deposit now and the rest of the total by the balance day', () => {
    expect(bookingMoney(owed, [], security)).toEqual({
      totalPence: 96_360,
      paidPence: 0,
      depositDuePence: 24_090,
      balancePence: 96_360,
      balanceDuePence: 72_270,
      securityDepositHeldPence: 0,
      balanceDueDate: '2026-12-04',
    });
    expect(bookingMoney(owed, paid(24_090), security)).toMatchObject({ depositDuePence: 0, balanceDuePence: 72_270 });
  });

  it('shows what was paid above the total as the security deposit held, not as a negative balance', () => {
    expect(bookingMoney(owed, paid(96_360 + 13_000), security)).toMatchObject({
      paidPence: 109_360,
      securityDepositHeldPence: 13_000,
      balancePence: 0,
      balanceDuePence: 0,
      depositDuePence: 0,
    });
    // Paid beyond the deposit too: a credit, owed back.
    expect(bookingMoney(owed, paid(96_360 + 15_000), security)).toMatchObject({
      securityDepositHeldPence: 13_000,
      balancePence: -2000,
    });
  });

  it('adds the charges after the hire to the total, and holds no deposit once settled', () => {
    // 85.00 damage taken from the deposit and 45.00 refunded.
    const settled = { securityDepositPence: 13_000, chargesPence: 8500, settled: true };
    expect(bookingMoney(owed, paid(96_360 + 13_000, -4500), settled)).toMatchObject({
      totalPence: 96_360 + 8500,
      securityDepositHeldPence: 0,
      balancePence: 0,
      balanceDuePence: 0,
    });
  });
});
