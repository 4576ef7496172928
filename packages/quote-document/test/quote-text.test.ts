import { chargeRows, hireDaysText, periodBreakdownText, priceText, quotePdfFileName } from '../src';
import { sampleQuote } from '../src/testing';

describe("a quote's facts in words", () => {
  it('writes a charge as its periods, longest first', () => {
    expect(
      periodBreakdownText([
        { period: 'monthly', count: 1, ratePence: 100 },
        { period: 'weekly', count: 2, ratePence: 50 },
        { period: 'daily', count: 1, ratePence: 10 },
      ]),
    ).toBe('1 month + 2 weeks + 1 day');
    expect(periodBreakdownText([{ period: 'weekly', count: 1, ratePence: 50 }])).toBe('1 week');
    expect(periodBreakdownText([])).toBe('');
  });

  it('writes the hire days, and what they are charged as when that differs', () => {
    expect(hireDaysText({ days: 10, chargeableDays: 10, weekend: false })).toBe('10 days');
    expect(hireDaysText({ days: 1, chargeableDays: 1, weekend: false })).toBe('1 day');
    expect(hireDaysText({ days: 3, chargeableDays: 1, weekend: true })).toBe('3 days, charged as 1 day (weekend rate)');
  });

  it('lists the charges down to the net, its VAT and the total, leaving out those the quote does not have', () => {
    const { document } = sampleQuote({ lines: 3 });
    const plain = { ...document, discountPence: 0, damageWaiverPence: 0, installationPence: 0 };
    expect(chargeRows(plain).map((row) => row.label)).toEqual([
      'Subtotal',
      'Delivery',
      'Net (before VAT)',
      'VAT 20%',
      'Total',
    ]);
    expect(chargeRows(document).map((row) => row.label)).toEqual([
      'Subtotal',
      'Discount',
      'Delivery',
      'Damage waiver',
      'Net (before VAT)',
      'VAT 20%',
      'Total',
    ]);
  });

  it('writes a missing price as "Call for price", and names the file after the revision', () => {
    expect(priceText(null)).toBe('Call for price');
    expect(priceText(123_456)).toBe('£1,234.56');
    expect(quotePdfFileName({ number: 'Q-2026-0042', revision: 2 })).toBe('Q-2026-0042-rev-2.pdf');
  });
});
