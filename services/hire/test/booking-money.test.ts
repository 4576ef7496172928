import { Conflict } from '@shop/kit';
import { dueFor } from '../src/modules/quotes/application/pay-booking';
import { bookingMoney, refundRoutes } from '../src/modules/quotes/domain/booking-money';
import { bookingPayLink } from '../src/modules/quotes/domain/quote-link';

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
      securityDepositDuePence: 13_000,
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

  it('asks for the security deposit not yet held, and none once settled', () => {
    expect(bookingMoney(owed, paid(96_360), security)).toMatchObject({
      balancePence: 0,
      securityDepositDuePence: 13_000,
    });
    expect(bookingMoney(owed, paid(96_360, 5000), security)).toMatchObject({
      securityDepositHeldPence: 5000,
      securityDepositDuePence: 8000,
    });
    expect(bookingMoney(owed, paid(96_360 + 13_000), security)).toMatchObject({ securityDepositDuePence: 0 });
    const settled = { ...security, settled: true };
    expect(bookingMoney(owed, paid(96_360), settled)).toMatchObject({ securityDepositDuePence: 0 });
  });
});

describe('paying a booking online: what each part asks (rules)', () => {
  const money = (payments: number[]) => bookingMoney(owed, paid(...payments), security);

  it('takes the deposit, then the balance, then the security deposit, each only when due', () => {
    expect(dueFor('deposit', money([]))).toBe(24_090);
    expect(() => dueFor('balance', money([]))).toThrow(new Conflict('Pay the booking deposit before the balance'));
    expect(() => dueFor('security-deposit', money([24_090]))).toThrow(
      new Conflict('Pay the balance before the security deposit'),
    );
    expect(dueFor('balance', money([24_090]))).toBe(72_270);
    expect(dueFor('security-deposit', money([24_090, 72_270]))).toBe(13_000);
    expect(() => dueFor('security-deposit', money([24_090, 72_270, 13_000]))).toThrow(
      new Conflict('No security deposit is due on this booking'),
    );
  });
});

describe('a settlement refund: to the cards the security deposit was paid with, the rest by hand (rules)', () => {
  const card = (paymentId: number, amountPence: number, purpose = 'hire-security-deposit' as const) => ({
    kind: 'payment' as const,
    amountPence,
    onlineKey: `payment:${paymentId}`,
    purpose,
    reference: String(paymentId),
  });

  it('refunds a card-paid deposit in part against its own payment', () => {
    expect(refundRoutes(3800, [card(1, 96_360 - 13_000, 'hire-balance' as never), card(2, 13_000)])).toEqual({
      card: [{ paymentId: 2, amountPence: 3800 }],
      byHandPence: 0,
    });
  });

  it('refunds by hand what no card deposit covers: a deposit paid in cash, or a card deposit already refunded', () => {
    const cash = { kind: 'payment' as const, amountPence: 13_000, reference: 'cash' };
    expect(refundRoutes(5000, [cash])).toEqual({ card: [], byHandPence: 5000 });
    const refunded = { kind: 'refund' as const, amountPence: 10_000, onlineKey: 'refund:re_1', reference: '2' };
    expect(refundRoutes(5000, [card(2, 13_000), refunded])).toEqual({
      card: [{ paymentId: 2, amountPence: 3000 }],
      byHandPence: 2000,
    });
    expect(refundRoutes(0, [card(2, 13_000)])).toEqual({ card: [], byHandPence: 0 });
  });
});

describe("a desk-confirmed booking's pay link (rules)", () => {
  const booking = (...amounts: number[]) =>
    ({
      id: 42,
      revisions: [],
      startDate: new Date('2026-12-10T10:00:00Z'),
      booked: owed,
      payments: paid(...amounts).map((p) => ({ ...p, purpose: 'hire-booking' })),
    }) as unknown as Parameters<typeof bookingPayLink>[1];
  const purposeOf = (...amounts: number[]) => bookingPayLink('secret', booking(...amounts))?.purpose ?? null;

  it('asks for the deposit while it is due, then the balance, and for nothing once the hire is paid', () => {
    expect(purposeOf()).toBe('deposit');
    expect(purposeOf(10_000)).toBe('deposit');
    expect(purposeOf(24_090)).toBe('balance');
    expect(purposeOf(24_090, 72_270)).toBeNull();
    expect(bookingPayLink('secret', booking(24_090))?.path).toMatch(
      /^\/hire\/quotes\/42\?token=0\.2026-12-10\.[\w-]{43}&pay=balance$/,
    );
  });
});
