import { availability, type Held } from '../src/modules/planning/domain/availability';
import { committedByDay, daysFrom, freeByDay, oneDayRange } from '../src/modules/planning/domain/day-availability';
import { expandKitLines, wholeKits } from '../src/shared/domain/kits';
import { dayStart } from '../src/shared/domain/days';

const held = (quoteId: number, start: Date, end: Date, quantity: number): Held => ({ quoteId, start, end, quantity });

describe('free units per day (one sweep) against the range answer', () => {
  // March 2027: the clocks go forward on Sunday 28th. Some hires start at UK midnight in summer
  // time (23:00 UTC the day before), as a customer's request stores them; others at the stored day start.
  const holds: Held[] = [
    held(1, dayStart('2027-03-01'), dayStart('2027-03-04'), 2),
    held(2, dayStart('2027-03-03'), dayStart('2027-03-10'), 1),
    held(3, new Date('2027-03-09T12:00:00Z'), new Date('2027-03-12T09:00:00Z'), 3),
    held(4, dayStart('2027-03-12'), dayStart('2027-03-13'), 1),
    held(5, dayStart('2027-03-26'), new Date('2027-03-28T23:00:00Z'), 2),
    held(6, new Date('2027-03-29T23:00:00Z'), new Date('2027-04-02T23:00:00Z'), 4),
    held(7, dayStart('2027-02-20'), dayStart('2027-03-02'), 1),
  ];
  const days = daysFrom('2027-03-01', '2027-03-31');

  it.each([0, 1, 2])('agrees with availability() for a one-day hire on every day (turnaround %i)', (turnaround) => {
    const perDay = freeByDay(5, holds, days, turnaround);
    const perRange = days.map((day) => availability(5, holds, oneDayRange(day), turnaround).available);
    expect(perDay).toEqual(perRange);
    expect(new Set(perDay).size).toBeGreaterThan(2); // the month has busy and quiet days
  });

  it('counts only what overlaps a day, turnaround included, and nothing with no holds', () => {
    const committed = committedByDay(holds, ['2027-03-12', '2027-03-13', '2027-03-14'], 1);
    // A one-day hire of the 13th keeps its units to the 15th: hire 3 (turning round until 09:00
    // on the 13th) and hire 4 (until the 14th) still clash with it; one of the 14th clashes with neither.
    expect(committed).toEqual([4, 4, 0]);
    expect(committedByDay([], days, 1)).toEqual(days.map(() => 0));
  });

  it('lists the UK days of a range across the clock change', () => {
    expect(daysFrom('2027-03-27', '2027-03-30')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30']);
    expect(daysFrom('2027-03-02', '2027-03-01')).toEqual([]);
  });
});

describe('kits', () => {
  const kits = new Map([
    [
      100,
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
    ],
  ]);

  it('expands kit lines into their parts and keeps other lines', () => {
    expect(
      expandKitLines(
        [
          { productId: 100, quantity: 3 },
          { productId: 1, quantity: 1 },
          { productId: 7, quantity: 2 },
        ],
        (id) => kits.get(id),
      ),
    ).toEqual([
      { productId: 1, quantity: 6 },
      { productId: 2, quantity: 3 },
      { productId: 1, quantity: 1 },
      { productId: 7, quantity: 2 },
    ]);
  });

  it('makes up as many kits as the scarcest part allows', () => {
    expect(
      wholeKits([
        { quantity: 2, units: 5 },
        { quantity: 1, units: 4 },
      ]),
    ).toBe(2);
    expect(
      wholeKits([
        { quantity: 2, units: 8 },
        { quantity: 1, units: 0 },
      ]),
    ).toBe(0);
    expect(wholeKits([])).toBe(0);
  });
});
