import { addUkDays, atUkHour, ukCalendarDay, ukDayStart } from '../src/uk-calendar';

describe('UK calendar days', () => {
  it('starts a winter day at midnight GMT and a summer day at midnight BST', () => {
    expect(ukDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(ukDayStart('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(ukDayStart('2026-07-15')).toEqual(atUkHour('2026-07-15', 0));
  });

  // Found by fuzzing GET /api/admin/orders' date filter: each was a 500.
  it('reads a day before 1847, when London kept its own mean time (GMT-0:01:15)', () => {
    expect(ukDayStart('0020-02-29').toISOString()).toBe('0020-02-29T00:01:15.000Z');
  });

  it('moves by calendar days across month ends and clock changes', () => {
    expect(addUkDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addUkDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(ukCalendarDay(ukDayStart('2026-03-29'))).toBe('2026-03-29');
    expect(ukCalendarDay(ukDayStart('2026-10-25'))).toBe('2026-10-25');
  });
});
