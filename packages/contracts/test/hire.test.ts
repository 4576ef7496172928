import {
  addToHireBasket,
  defaultQuoteDates,
  hireDateRangeSchema,
  hireQuoteItemSchema,
  hireRate,
  quoteLineTotalPence,
  readHireBasket,
  setHireBasketPeriod,
  setHireBasketQuantity,
  shortLineNote,
  type HireBasketLine,
} from '../src';

const line = (id: number, quantity = 1, hirePeriod: HireBasketLine['hirePeriod'] = 'daily'): HireBasketLine => ({
  product: { id, name: `Item ${id}` },
  quantity,
  hirePeriod,
});

describe('hire basket (storefront 4)', () => {
  it('adds a new product as a line, and to a line already there adds the quantity and takes the new period', () => {
    const basket = addToHireBasket([line(1, 2)], line(2));
    expect(basket).toEqual([line(1, 2), line(2)]);
    expect(addToHireBasket(basket, line(1, 3, 'weekly'))).toEqual([line(1, 5, 'weekly'), line(2)]);
  });

  it('removes a line set to 0 or less, and changes the period of one line', () => {
    expect(setHireBasketQuantity([line(1), line(2)], 1, 0)).toEqual([line(2)]);
    expect(setHireBasketQuantity([line(1)], 1, -3)).toEqual([]);
    expect(setHireBasketQuantity([line(1)], 1, 4)).toEqual([line(1, 4)]);
    expect(setHireBasketPeriod([line(1), line(2)], 2, 'monthly')).toEqual([line(1), line(2, 1, 'monthly')]);
  });

  it('reads back what it stored and drops anything malformed instead of failing', () => {
    expect(readHireBasket(JSON.stringify([line(1, 2, 'weekly')]))).toEqual([line(1, 2, 'weekly')]);
    expect(readHireBasket('not json')).toEqual([]);
    expect(readHireBasket(JSON.stringify([{ product: { id: 'x' } }]))).toEqual([]);
    expect(readHireBasket(null)).toEqual([]);
  });
});

describe('quote lines and rates (storefront 3, admin 9)', () => {
  it('defaults the period to daily and refuses quantities that are not whole and positive', () => {
    expect(hireQuoteItemSchema.parse({ productId: 3, quantity: 2 })).toEqual({
      productId: 3,
      quantity: 2,
      hirePeriod: 'daily',
    });
    for (const quantity of [0, -1, 1.5, 'abc']) {
      expect(hireQuoteItemSchema.safeParse({ productId: 3, quantity }).success).toBe(false);
    }
    expect(hireQuoteItemSchema.safeParse({ productId: 3, quantity: 1, hirePeriod: 'yearly' }).success).toBe(false);
  });

  it("prices a line by its period's rate, a missing rate counting 0", () => {
    const rates = { hirePriceDaily: 35, hirePriceWeekly: 120, hirePriceMonthly: null };
    expect(hireRate(rates, 'weekly')).toBe(120);
    expect(hireRate(rates, 'monthly')).toBeNull();
    expect(quoteLineTotalPence(12_000, 3)).toBe(36_000);
    expect(quoteLineTotalPence(null, 3)).toBe(0);
  });

  it('starts the quote form tomorrow, ending three days from now', () => {
    const now = new Date('2027-03-10T09:00:00Z');
    expect(defaultQuoteDates(now)).toEqual({
      startDate: new Date('2027-03-11T09:00:00Z'),
      endDate: new Date('2027-03-13T09:00:00Z'),
    });
  });

  it('reads an availability range and refuses one the wrong way round', () => {
    expect(hireDateRangeSchema.safeParse({ start: '2027-03-10', end: '2027-03-12' }).success).toBe(true);
    expect(hireDateRangeSchema.safeParse({ start: '2027-03-12', end: '2027-03-10' }).success).toBe(false);
    expect(hireDateRangeSchema.safeParse({ start: 'soon', end: '2027-03-10' }).success).toBe(false);
  });

  it('answers a missing or unreadable date with its message, not an error (found by fuzzing)', () => {
    for (const range of [
      { start: '0', end: '' },
      { start: '', end: '' },
      { start: '2027-03-10', end: 'later' },
    ]) {
      const result = hireDateRangeSchema.safeParse(range);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path[0])).not.toContain(undefined);
    }
    expect(hireDateRangeSchema.safeParse({ start: '2027-03-10', end: '' }).error!.issues[0].message).toBe(
      'End date is required',
    );
  });
});

describe('a quote line short of units for the chosen dates (the quote form)', () => {
  // Midnight in the UK on 29 March and 2 April 2026, either side of the clock change.
  const dates = { start: '2026-03-29T00:00:00.000Z', end: '2026-04-01T23:00:00.000Z' };

  it('names the line, the units wanted and free, and the range as UK days', () => {
    expect(shortLineNote({ name: 'DJ package', wanted: 3, free: 1 }, dates)).toBe(
      'DJ package: 3 wanted, 1 free from 29 Mar 2026 to 02 Apr 2026',
    );
    expect(shortLineNote({ name: 'Fog machine', wanted: 1, free: 0 }, dates)).toBe(
      'Fog machine: 1 wanted, 0 free from 29 Mar 2026 to 02 Apr 2026',
    );
  });

  it('says nothing while enough are free', () => {
    expect(shortLineNote({ name: 'DJ package', wanted: 2, free: 2 }, dates)).toBeNull();
    expect(shortLineNote({ name: 'DJ package', wanted: 1, free: 4 }, dates)).toBeNull();
  });
});
