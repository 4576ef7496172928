import { formatDayHeading, formatDayMonthYear, formatGBP, formatLongDate, formatShortDate } from '../src/format';
import { addUkDays } from '../src/uk-calendar';

describe('formatting for the shop and the admin', () => {
  it('writes money as GBP with two decimals', () => {
    expect(formatGBP(1249.99)).toBe('£1,249.99');
    expect(formatGBP(5)).toBe('£5.00');
  });

  it('writes en-GB dates', () => {
    expect(formatShortDate('2025-01-31T12:00:00Z')).toBe('31/01/2025');
    expect(formatLongDate('2025-03-03T12:00:00Z')).toBe('3 March 2025');
  });

  it('writes the UK calendar day with a spelt month, even just after midnight in summer', () => {
    // 23:30 UTC on 4 September is 00:30 on 5 September in London (BST).
    expect(formatDayMonthYear('2025-09-04T23:30:00Z')).toBe('05 Sep 2025');
  });

  it('heads a planning day with its weekday and moves days on the calendar across the clock change', () => {
    expect(formatDayHeading('2027-03-28')).toBe('Sun 28 Mar');
    expect(formatDayHeading('2027-06-01')).toBe('Tue 1 Jun');
    expect(addUkDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addUkDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('gives back what is not a date unchanged', () => {
    expect(formatShortDate('not a date')).toBe('not a date');
    expect(formatDayMonthYear('soon')).toBe('soon');
    expect(formatDayHeading('2027-13-45')).toBe('2027-13-45');
  });
});
