import { DEFAULT_HIRE_RATE_SETTINGS } from '@shop/contracts';
import { callForPriceLines, priceQuote } from '../../src/modules/quotes/application/price-quote';
import type { HireProductView } from '../../src/shared/models/product-view';
import type { QuoteDraft } from '../../src/modules/quotes/models/quote';

const product = (id: number, rates: Partial<HireProductView> = {}): HireProductView => ({
  id,
  name: `Speaker ${id}`,
  slug: `speaker-${id}`,
  isHireItem: true,
  stock: 4,
  catalogStock: 4,
  catalogFleetUnits: 4,
  hirePriceDailyPence: 4500,
  hirePriceWeeklyPence: 15000,
  hirePriceMonthlyPence: null,
  deliveryPricePence: 2500,
  installationPricePence: null,
  securityDepositPence: null,
  turnaroundDays: 1,
  kitParts: [],
  deleted: false,
  version: 1,
  ...rates,
});

const products = new Map([
  [1, product(1)],
  [2, product(2, { hirePriceDailyPence: null, hirePriceWeeklyPence: null, securityDepositPence: 10000 })],
]);

// Monday 7 June to Thursday 17 June 2027: ten days.
const draft = (over: Partial<QuoteDraft> = {}): QuoteDraft => ({
  startDate: '2027-06-07',
  endDate: '2027-06-17',
  hireLines: [{ id: 1, productId: 1, quantity: 2, hirePeriod: 'daily', rateOverrides: null }],
  fixedLines: [],
  discount: null,
  damageWaiver: false,
  notes: null,
  ...over,
});

const request = { deliveryRequired: false, installationRequired: false };

describe('priceQuote (a draft through the rate engine)', () => {
  it("prices a hire line at the cheapest mix of the product's rates for the draft's dates", () => {
    const priced = priceQuote(request, draft(), products, DEFAULT_HIRE_RATE_SETTINGS);
    // A week and three days (150 + 3 x 45 = 285) beats two weeks (300).
    expect(priced.lines).toEqual([
      {
        description: 'Speaker 1',
        productId: 1,
        quantity: 2,
        preferredPeriod: 'daily',
        unitPence: 28_500,
        linePence: 57_000,
        breakdown: [
          { period: 'weekly', count: 1, ratePence: 15_000 },
          { period: 'daily', count: 3, ratePence: 4_500 },
        ],
      },
    ]);
    expect(priced).toMatchObject({ days: 10, hirePence: 57_000, vatPence: 11_400, totalPence: 68_400 });
  });

  it("lets the desk's rate overrides win, field by field, and adds fixed lines, a discount, delivery and the waiver", () => {
    const priced = priceQuote(
      { deliveryRequired: true, installationRequired: true },
      draft({
        hireLines: [
          {
            id: 1,
            productId: 1,
            quantity: 2,
            hirePeriod: 'weekly',
            rateOverrides: { dailyPence: 4000, weeklyPence: null, monthlyPence: null },
          },
        ],
        fixedLines: [{ id: 2, description: 'Crew (per day)', quantity: 2, unitPence: 12_000 }],
        discount: { kind: 'percent', percent: 10 },
        damageWaiver: true,
      }),
      products,
      DEFAULT_HIRE_RATE_SETTINGS,
    );
    // 150 (the product's week) + 3 x 40 (the desk's day) = 270 a unit.
    expect(priced.lines.map((l) => [l.description, l.unitPence, l.linePence])).toEqual([
      ['Speaker 1', 27_000, 54_000],
      ['Crew (per day)', 12_000, 24_000],
    ]);
    expect(priced).toMatchObject({
      hirePence: 54_000,
      fixedPence: 24_000,
      discountPence: 7_800,
      deliveryPence: 2_500,
      installationPence: 0,
      damageWaiverPence: 5_400,
      netPence: 54_000 + 24_000 - 7_800 + 2_500 + 5_400,
      securityDepositPence: 10_800,
      callForPrice: false,
    });
  });

  it('shows a line without a rate as call for price, named for the desk', () => {
    const priced = priceQuote(
      request,
      draft({
        hireLines: [
          { id: 1, productId: 1, quantity: 1, hirePeriod: 'daily', rateOverrides: null },
          { id: 2, productId: 2, quantity: 1, hirePeriod: 'daily', rateOverrides: null },
        ],
      }),
      products,
      DEFAULT_HIRE_RATE_SETTINGS,
    );
    expect(priced.callForPrice).toBe(true);
    expect(priced.lines[1]).toMatchObject({ unitPence: null, linePence: null });
    expect(callForPriceLines(priced)).toEqual(['Speaker 2']);

    const overridden = draft({
      hireLines: [
        {
          id: 2,
          productId: 2,
          quantity: 1,
          hirePeriod: 'daily',
          rateOverrides: { dailyPence: 3000, weeklyPence: null, monthlyPence: null },
        },
      ],
    });
    expect(callForPriceLines(priceQuote(request, overridden, products, DEFAULT_HIRE_RATE_SETTINGS))).toEqual([]);
  });
});
