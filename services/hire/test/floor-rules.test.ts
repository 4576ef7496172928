import { addHireUnitsSchema, MAX_UNITS_PER_ADD, unitReturnsSchema } from '@shop/contracts';
import { hasUnitsOut, lateDays, overdueAt } from '../src/modules/quotes/domain/late-return';
import {
  canMove,
  generatedNumber,
  generatedTag,
  refusalOf,
  repeatedTags,
  unitsToAdd,
} from '../src/modules/fleet/domain/units';
import { lateChargePence, settle } from '../src/modules/quotes/domain/booking-money';
import { isReadyToSettle } from '../src/modules/quotes/domain/floor';

describe('hire units on the warehouse floor (rules)', () => {
  describe('tag patterns', () => {
    it('numbers a pattern from its start, padded to the run of #', () => {
      const input = addHireUnitsSchema.parse({ pattern: 'dj-cdj-###', count: 3, start: 9 });
      expect(unitsToAdd(input).map((u) => u.tag)).toEqual(['DJ-CDJ-009', 'DJ-CDJ-010', 'DJ-CDJ-011']);
      expect(unitsToAdd(addHireUnitsSchema.parse({ pattern: 'AMP#', count: 2 })).map((u) => u.tag)).toEqual([
        'AMP1',
        'AMP2',
      ]);
    });

    it('refuses a pattern without a run of #, a count out of range, and names tags listed twice', () => {
      expect(addHireUnitsSchema.safeParse({ pattern: 'DJ-CDJ', count: 3 }).success).toBe(false);
      expect(addHireUnitsSchema.safeParse({ pattern: 'DJ-#', count: 0 }).success).toBe(false);
      expect(addHireUnitsSchema.safeParse({ pattern: 'DJ-#', count: MAX_UNITS_PER_ADD + 1 }).success).toBe(false);
      expect(addHireUnitsSchema.safeParse({ units: [{ tag: 'bad tag' }] }).success).toBe(false);
      const listed = addHireUnitsSchema.parse({ units: [{ tag: 'a-1' }, { tag: 'A-1', serialNumber: 'SN9' }] });
      expect(repeatedTags(unitsToAdd(listed))).toEqual(['A-1']);
    });

    it('generates tags for units hire adds to follow the catalog, and reads their number back', () => {
      expect(generatedTag(12, 4)).toBe('H0012-004');
      expect(generatedNumber(12, 'H0012-004')).toBe(4);
      expect(generatedNumber(12, 'H0013-004')).toBeNull();
      expect(generatedNumber(12, 'DJ-CDJ-004')).toBeNull();
    });
  });

  describe('unit states', () => {
    it('moves units only from the states each move starts from', () => {
      expect(canMove('available', 'dispatch')).toBe(true);
      expect(canMove('out', 'dispatch')).toBe(false);
      expect(canMove('in-repair', 'dispatch')).toBe(false);
      expect(canMove('out', 'return-damaged')).toBe(true);
      expect(canMove('in-repair', 'clear')).toBe(true);
      expect(canMove('out', 'retire')).toBe(false);
      expect(canMove('retired', 'clear')).toBe(false);
    });

    it('says why a unit cannot go, naming the booking it is out on', () => {
      expect(refusalOf({ tag: 'A-1', state: 'out', quoteNumber: 'Q-2027-0003' }, 'dispatch')).toBe(
        'A-1 is out on booking Q-2027-0003',
      );
      expect(refusalOf({ tag: 'A-1', state: 'in-repair', quoteNumber: null }, 'dispatch')).toBe('A-1 is in repair');
      expect(refusalOf({ tag: 'A-1', state: 'retired', quoteNumber: null }, 'dispatch')).toBe('A-1 is retired');
    });
  });

  describe('returns', () => {
    it('lists each unit once, with a condition and a charge in pence', () => {
      expect(unitReturnsSchema.parse([{ tag: 'a-1', condition: 'damaged', charge: 12.5 }])).toEqual([
        { tag: 'A-1', condition: 'damaged', note: null, charge: 1250 },
      ]);
      expect(unitReturnsSchema.safeParse([{ tag: 'A-1', condition: 'lost' }]).success).toBe(false);
      expect(
        unitReturnsSchema.safeParse([
          { tag: 'A-1', condition: 'ok' },
          { tag: 'a-1', condition: 'ok' },
        ]).success,
      ).toBe(false);
    });

    it('takes charges from the deposit held first and refunds the rest', () => {
      // Paid the hire (100.00) and a 50.00 deposit; 20.00 of damage.
      expect(settle({ totalPence: 10_000, securityDepositPence: 5000, paidPence: 15_000, chargesPence: 2000 })).toEqual(
        {
          chargesPence: 2000,
          depositHeldPence: 5000,
          depositUsedPence: 2000,
          refundPence: 3000,
          owedPence: 0,
        },
      );
      // Charges above the deposit are owed; a deposit never paid is not refunded.
      expect(
        settle({ totalPence: 10_000, securityDepositPence: 5000, paidPence: 15_000, chargesPence: 8000 }),
      ).toMatchObject({ depositUsedPence: 5000, refundPence: 0, owedPence: 3000 });
      expect(
        settle({ totalPence: 10_000, securityDepositPence: 5000, paidPence: 10_000, chargesPence: 0 }),
      ).toMatchObject({
        depositHeldPence: 0,
        refundPence: 0,
      });
    });
  });

  describe('late returns', () => {
    it('is late two hours after the end of the last UK day, in GMT and in BST', () => {
      expect(overdueAt('2027-01-15', 2).toISOString()).toBe('2027-01-16T02:00:00.000Z');
      expect(overdueAt('2027-06-15', 2).toISOString()).toBe('2027-06-16T01:00:00.000Z');
    });

    it('charges each started UK day past the end, none within the grace', () => {
      expect(lateDays('2027-06-15', 2, new Date('2027-06-16T00:30:00Z'))).toBe(0);
      expect(lateDays('2027-06-15', 2, new Date('2027-06-16T01:30:00Z'))).toBe(1);
      expect(lateDays('2027-06-15', 2, new Date('2027-06-17T22:59:00Z'))).toBe(2);
      // 23:00 UTC on 17 June is midnight BST: the third day has started.
      expect(lateDays('2027-06-15', 2, new Date('2027-06-17T23:00:00Z'))).toBe(3);
    });

    it('counts UK days across the clocks going back (last Sunday of October)', () => {
      // Ends Saturday 30 October 2027; the clocks go back at 02:00 BST on Sunday 31 October.
      expect(lateDays('2027-10-30', 2, new Date('2027-10-31T00:59:00Z'))).toBe(0);
      expect(lateDays('2027-10-30', 2, new Date('2027-10-31T01:00:01Z'))).toBe(1);
      // 23:30 UTC on 31 October is 23:30 GMT: still the first late day.
      expect(lateDays('2027-10-30', 2, new Date('2027-10-31T23:30:00Z'))).toBe(1);
      expect(lateDays('2027-10-30', 2, new Date('2027-11-01T00:00:00Z'))).toBe(2);
    });

    it('counts UK days across the clocks going forward (last Sunday of March)', () => {
      // Ends Saturday 27 March 2027; the clocks go forward at 01:00 GMT on Sunday 28 March.
      expect(overdueAt('2027-03-27', 2).toISOString()).toBe('2027-03-28T02:00:00.000Z');
      // 23:30 UTC on 28 March is 00:30 BST on the 29th: the second late day has started.
      expect(lateDays('2027-03-27', 2, new Date('2027-03-28T22:30:00Z'))).toBe(1);
      expect(lateDays('2027-03-27', 2, new Date('2027-03-28T23:30:00Z'))).toBe(2);
    });

    it('charges the daily rate for each unit for the days it was late', () => {
      const at = new Date('2027-06-18T10:00:00Z');
      const units = [
        { dailyRatePence: 4500, backAt: null },
        { dailyRatePence: 4500, backAt: new Date('2027-06-16T09:00:00Z') },
        { dailyRatePence: 9000, backAt: new Date('2027-06-15T18:00:00Z') },
      ];
      expect(lateChargePence(units, '2027-06-15', 2, at)).toBe(4500 * 3 + 4500 * 1);
    });
  });

  describe('part-dispatched bookings', () => {
    const unit = (returnedAt: Date | null) => ({
      tag: 'A',
      productId: 1,
      dispatchedAt: new Date('2027-06-10T08:00:00Z'),
      returnedAt,
      condition: null,
      note: null,
      chargePence: 0,
    });
    const booking = (units: ReturnType<typeof unit>[]) => ({
      stage: 'confirmed' as const,
      items: [{ id: 1, productId: 1, quantity: 2, hirePeriod: 'daily' as const, createdAt: new Date() }],
      units,
      endDate: new Date('2027-06-12T00:00:00Z'),
    });
    const noKits = () => undefined;

    it('is late with the units that went out, even while the booking is only confirmed', () => {
      expect(hasUnitsOut(booking([unit(null)]))).toBe(true);
      expect(hasUnitsOut(booking([unit(new Date())]))).toBe(false);
      expect(hasUnitsOut(booking([]))).toBe(false);
      expect(hasUnitsOut({ ...booking([unit(null)]), stage: 'completed' })).toBe(false);
    });

    it('settles once the units that went out are back and the hire is over, or every line went out', () => {
      const back = booking([unit(new Date('2027-06-11T09:00:00Z'))]);
      expect(isReadyToSettle(back, noKits, new Date('2027-06-11T09:00:00Z'))).toBe(false);
      expect(isReadyToSettle(back, noKits, new Date('2027-06-12T09:00:00Z'))).toBe(true);
      expect(isReadyToSettle(booking([unit(null)]), noKits, new Date('2027-06-14T09:00:00Z'))).toBe(false);
      expect(isReadyToSettle(booking([]), noKits, new Date('2027-06-14T09:00:00Z'))).toBe(false);
      const whole = booking([unit(new Date()), { ...unit(new Date()), tag: 'B' }]);
      expect(isReadyToSettle(whole, noKits, new Date('2027-06-10T09:00:00Z'))).toBe(true);
    });
  });
});
