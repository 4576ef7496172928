import { hireBreakdownText, hireEstimateInput, type HireItemPrices } from '../src/hire-estimate';
import { DEFAULT_HIRE_RATE_SETTINGS, priceQuote } from '../src/hire-rates';

const partyPa: HireItemPrices = {
  hirePriceDaily: 65,
  hirePriceWeekly: 195,
  hirePriceMonthly: 480,
  deliveryAvailable: true,
  deliveryPrice: 35,
  installationAvailable: true,
  installationPrice: 60.5,
};
const noRates: HireItemPrices = {
  ...partyPa,
  hirePriceDaily: null,
  hirePriceWeekly: null,
  hirePriceMonthly: null,
  installationAvailable: false,
};

const request = (over: Partial<Parameters<typeof hireEstimateInput>[0]> = {}) => ({
  startDate: '2026-03-02',
  endDate: '2026-03-12',
  deliveryRequired: false,
  installationRequired: false,
  lines: [{ quantity: 2, hirePeriod: 'weekly' as const, prices: partyPa }],
  ...over,
});

describe('hireEstimateInput', () => {
  it("turns a basket line and its item's GBP prices into a hire line in pence", () => {
    const input = hireEstimateInput(request());
    expect(input).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-12',
      deliveryRequired: false,
      installationRequired: false,
      damageWaiver: false,
      discount: null,
      lines: [
        {
          kind: 'hire',
          quantity: 2,
          preferredPeriod: 'weekly',
          rates: { dailyPence: 6_500, weeklyPence: 19_500, monthlyPence: 48_000 },
          securityDepositPence: null,
          deliveryPence: 3_500,
          installationPence: 6_050,
        },
      ],
    });
  });

  it('prices 10 days at the cheapest mix a unit, with VAT and the settings’ deposit', () => {
    // £195 a week and £65 a day: 1 week + 3 days costs what 2 weeks do, and the fewer periods win.
    const price = priceQuote(hireEstimateInput(request()), DEFAULT_HIRE_RATE_SETTINGS);
    expect(price.lines[0]).toMatchObject({ unitPence: 39_000, linePence: 78_000 });
    expect(hireBreakdownText(price.lines[0].breakdown)).toBe('2 weeks');
    expect(price).toMatchObject({ hirePence: 78_000, vatPence: 15_600, totalPence: 93_600 });
    expect(price.securityDepositPence).toBe(15_600);

    const dearerWeek = { ...partyPa, hirePriceWeekly: 200 };
    const mixed = priceQuote(
      hireEstimateInput(request({ lines: [{ quantity: 1, hirePeriod: 'weekly', prices: dearerWeek }] })),
      DEFAULT_HIRE_RATE_SETTINGS,
    );
    expect(hireBreakdownText(mixed.lines[0].breakdown)).toBe('1 week + 3 days');
    expect(mixed.hirePence).toBe(39_500);
  });

  it('adds delivery (once) and installation only when asked for, and only where the item offers them', () => {
    const lines = [
      { quantity: 1, hirePeriod: 'daily' as const, prices: partyPa },
      { quantity: 1, hirePeriod: 'daily' as const, prices: noRates },
    ];
    const asked = priceQuote(
      hireEstimateInput(request({ lines, deliveryRequired: true, installationRequired: true })),
      DEFAULT_HIRE_RATE_SETTINGS,
    );
    expect(asked).toMatchObject({ deliveryPence: 3_500, installationPence: 6_050 });
    const notAsked = priceQuote(hireEstimateInput(request({ lines })), DEFAULT_HIRE_RATE_SETTINGS);
    expect(notAsked).toMatchObject({ deliveryPence: 0, installationPence: 0 });
  });

  it('prices an item without rates, or one not known, as "Call for price"', () => {
    const lines = [
      { quantity: 1, hirePeriod: 'daily' as const, prices: noRates },
      { quantity: 3, hirePeriod: 'daily' as const, prices: null },
    ];
    const price = priceQuote(hireEstimateInput(request({ lines })), DEFAULT_HIRE_RATE_SETTINGS);
    expect(price.lines.map((line) => line.callForPrice)).toEqual([true, true]);
    expect(price).toMatchObject({ callForPrice: true, hirePence: 0, totalPence: 0 });
  });

  it('charges a weekend (collect Friday, return Monday) as one day', () => {
    const price = priceQuote(
      hireEstimateInput(request({ startDate: '2026-03-06', endDate: '2026-03-09' })),
      DEFAULT_HIRE_RATE_SETTINGS,
    );
    expect(price).toMatchObject({ weekend: true, chargeableDays: 1, hirePence: 13_000 });
    expect(hireBreakdownText(price.lines[0].breakdown)).toBe('1 day');
  });
});

describe('hireBreakdownText', () => {
  it('names each period used, the longest first, singular or plural', () => {
    expect(
      hireBreakdownText([
        { period: 'monthly', count: 2, ratePence: 1 },
        { period: 'weekly', count: 1, ratePence: 1 },
        { period: 'daily', count: 1, ratePence: 1 },
      ]),
    ).toBe('2 months + 1 week + 1 day');
    expect(hireBreakdownText([{ period: 'weekly', count: 2, ratePence: 1 }])).toBe('2 weeks');
    expect(hireBreakdownText([])).toBe('');
  });
});
