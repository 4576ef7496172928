import {
  DEFAULT_HIRE_RATE_SETTINGS as S,
  cancellationCharge,
  chargeableDays,
  cheapestUnitCharge,
  daysBetween,
  isWeekendHire,
  priceQuote,
  type HireRatesPence,
  type QuoteLineInput,
} from '../src/hire-rates';
import { hireSettingsSchema } from '../src/hire-quote-desk';
import { roundPence } from '../src/money';

const speaker: HireRatesPence = { dailyPence: 5_000, weeklyPence: 15_000, monthlyPence: 40_000 };
const hireLine = (over: Partial<Extract<QuoteLineInput, { kind: 'hire' }>> = {}): QuoteLineInput => ({
  kind: 'hire',
  quantity: 1,
  rates: speaker,
  preferredPeriod: 'daily',
  securityDepositPence: null,
  deliveryPence: null,
  installationPence: null,
  ...over,
});
const quote = (lines: QuoteLineInput[], over: Partial<Parameters<typeof priceQuote>[0]> = {}, settings = S) =>
  priceQuote(
    {
      startDate: '2026-06-01',
      endDate: '2026-06-11',
      lines,
      deliveryRequired: false,
      installationRequired: false,
      damageWaiver: false,
      discount: null,
      ...over,
    },
    settings,
  );

describe('hire days on the UK calendar', () => {
  it('counts the days from collection to return', () => {
    expect(daysBetween('2026-06-01', '2026-06-02')).toBe(1);
    expect(daysBetween('2026-06-01', '2026-06-11')).toBe(10);
  });

  it('counts across month ends and year ends', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toBe(3);
    expect(daysBetween('2026-04-30', '2026-05-01')).toBe(1);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('counts a leap day as a day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
  });

  it('is not moved by the clock changes (BST starts 29 March, ends 25 October 2026)', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('charges a weekend (collect Friday, return Monday) as one day when the rule is on', () => {
    expect(isWeekendHire('2026-06-05', '2026-06-08')).toBe(true);
    expect(chargeableDays('2026-06-05', '2026-06-08', S)).toBe(1);
    expect(chargeableDays('2026-06-05', '2026-06-08', { ...S, weekendRule: false })).toBe(3);
    // Thursday to Sunday is three days, not a weekend; Friday to Tuesday is longer than one.
    expect(chargeableDays('2026-06-04', '2026-06-07', S)).toBe(3);
    expect(chargeableDays('2026-06-05', '2026-06-09', S)).toBe(4);
  });

  it('charges at least one day', () => {
    expect(chargeableDays('2026-06-01', '2026-06-01', S)).toBe(1);
  });
});

describe('the cheapest mix of rates', () => {
  it('prices 10 days as a week and 3 days', () => {
    expect(cheapestUnitCharge(10, { ...speaker, dailyPence: 4_000 }, S)).toEqual({
      pence: 27_000,
      breakdown: [
        { period: 'weekly', count: 1, ratePence: 15_000 },
        { period: 'daily', count: 3, ratePence: 4_000 },
      ],
    });
  });

  it('takes two weeks when they cost no more than a week and the days (the fewer periods at a tie)', () => {
    expect(cheapestUnitCharge(10, speaker, S)?.breakdown).toEqual([{ period: 'weekly', count: 2, ratePence: 15_000 }]);
    expect(cheapestUnitCharge(12, speaker, S)).toEqual({
      pence: 30_000,
      breakdown: [{ period: 'weekly', count: 2, ratePence: 15_000 }],
    });
  });

  it('takes a month (four weeks) when it is cheaper, and weeks and days on top', () => {
    expect(cheapestUnitCharge(28, speaker, S)?.breakdown).toEqual([{ period: 'monthly', count: 1, ratePence: 40_000 }]);
    expect(cheapestUnitCharge(30, speaker, S)).toEqual({
      pence: 50_000,
      breakdown: [
        { period: 'monthly', count: 1, ratePence: 40_000 },
        { period: 'daily', count: 2, ratePence: 5_000 },
      ],
    });
    expect(cheapestUnitCharge(63, speaker, S)?.breakdown).toEqual([
      { period: 'monthly', count: 2, ratePence: 40_000 },
      { period: 'weekly', count: 1, ratePence: 15_000 },
    ]);
    expect(cheapestUnitCharge(24, speaker, S)?.breakdown).toEqual([{ period: 'monthly', count: 1, ratePence: 40_000 }]);
  });

  it('prices a week without a weekly rate as chargeableDaysPerWeek days', () => {
    const dailyOnly = { dailyPence: 1_000, weeklyPence: null, monthlyPence: null };
    expect(cheapestUnitCharge(7, dailyOnly, S)).toEqual({
      pence: 4_000,
      breakdown: [{ period: 'weekly', count: 1, ratePence: 4_000 }],
    });
    expect(cheapestUnitCharge(9, dailyOnly, { ...S, chargeableDaysPerWeek: 5 })?.pence).toBe(7_000);
    expect(cheapestUnitCharge(3, dailyOnly, S)?.pence).toBe(3_000);
  });

  it('covers odd days with a whole week when there is no daily rate', () => {
    const weeklyOnly = { dailyPence: null, weeklyPence: 20_000, monthlyPence: null };
    expect(cheapestUnitCharge(2, weeklyOnly, S)).toEqual({
      pence: 20_000,
      breakdown: [{ period: 'weekly', count: 1, ratePence: 20_000 }],
    });
    expect(cheapestUnitCharge(8, weeklyOnly, S)?.pence).toBe(40_000);
  });

  it('is "Call for price" (null) with no rate at all', () => {
    expect(cheapestUnitCharge(3, { dailyPence: null, weeklyPence: null, monthlyPence: null }, S)).toBeNull();
  });
});

/** Every mix of months, weeks and days, as the engine priced before it tried only the few that can win. */
function everyMixCharge(days: number, rates: HireRatesPence, settings: typeof S) {
  const day = rates.dailyPence;
  const week = rates.weeklyPence ?? (day === null ? null : roundPence(day * settings.chargeableDaysPerWeek));
  const month = rates.monthlyPence;
  let best: { pence: number; months: number; weeks: number; days: number } | null = null;
  for (let months = 0; months <= (month === null ? 0 : Math.ceil(days / 28)); months++) {
    const afterMonths = Math.max(0, days - months * 28);
    for (let weeks = 0; weeks <= (week === null ? 0 : Math.ceil(afterMonths / 7)); weeks++) {
      const rest = Math.max(0, afterMonths - weeks * 7);
      if (rest > 0 && day === null) continue;
      const pence = months * (month ?? 0) + weeks * (week ?? 0) + rest * (day ?? 0);
      const periods = months + weeks + rest;
      if (!best || pence < best.pence || (pence === best.pence && periods < best.months + best.weeks + best.days)) {
        best = { pence, months, weeks, days: rest };
      }
    }
  }
  if (!best) return null;
  return {
    pence: best.pence,
    breakdown: [
      ...(best.months ? [{ period: 'monthly', count: best.months, ratePence: month }] : []),
      ...(best.weeks ? [{ period: 'weekly', count: best.weeks, ratePence: week }] : []),
      ...(best.days ? [{ period: 'daily', count: best.days, ratePence: day }] : []),
    ],
  };
}

describe('the cheapest mix against trying every mix', () => {
  // Rates that tie (a week at 7 days, a month at 4 weeks or 28 days), undercut and overcharge each other, and are missing.
  const rateSets: [daily: number | null, weekly: number | null, monthly: number | null][] = [
    [1_000, 7_000, 28_000],
    [5_000, 15_000, 40_000],
    [2_500, 10_000, 40_000],
    [2_500, 35_000, 60_000],
    [1_000, 10_000, 200_000],
    [5_000, 15_000, 28_000],
    [null, 15_000, 40_000],
    [null, 7_000, 28_000],
    [null, 15_000, null],
    [null, null, 40_000],
    [2_500, null, 40_000],
    [5_000, null, 140_000],
    [1_000, null, null],
    [2_500, 10_000, null],
    [1_000, 7_000, null],
    // Every period at one price: mixes tie on both price and periods, and the fewest months, then weeks, win.
    [3_000, 3_000, 3_000],
    [null, 10_000, 10_000],
    [null, null, null],
  ];
  const settingsToTry = [S, { ...S, chargeableDaysPerWeek: 7 }, { ...S, chargeableDaysPerWeek: 1.5 }];

  it('answers the same charge and breakdown for every day count from 1 to 400', () => {
    let compared = 0;
    for (const settings of settingsToTry) {
      for (const [dailyPence, weeklyPence, monthlyPence] of rateSets) {
        const rates = { dailyPence, weeklyPence, monthlyPence };
        for (let days = 1; days <= 400; days++) {
          const engine = cheapestUnitCharge(days, rates, settings);
          const reference = everyMixCharge(days, rates, settings);
          // Compared quietly, then with toEqual only when they differ, so a failure names its days and rates.
          if (JSON.stringify(engine) !== JSON.stringify(reference)) {
            expect({ days, rates, settings, engine }).toEqual({ days, rates, settings, engine: reference });
          }
          compared++;
        }
      }
    }
    expect(compared).toBe(settingsToTry.length * rateSets.length * 400);
  });

  it('prices ten thousand years at once (19 days over whole months: one more month is cheapest)', () => {
    expect(cheapestUnitCharge(3_652_059, speaker, S)).toEqual({
      pence: 130_431 * 40_000,
      breakdown: [{ period: 'monthly', count: 130_431, ratePence: 40_000 }],
    });
  });
});

describe('a quote', () => {
  it('prices each line for the dates, whatever period the customer preferred', () => {
    const price = quote([hireLine({ quantity: 2, preferredPeriod: 'monthly' })]);
    expect(price.days).toBe(10);
    expect(price.lines[0]).toMatchObject({ unitPence: 30_000, linePence: 60_000, callForPrice: false });
    expect(price.hirePence).toBe(60_000);
  });

  it('adds fixed lines, takes a discount off the lines, adds delivery, installation and the waiver, then VAT', () => {
    const price = quote(
      [
        hireLine({ deliveryPence: 2_500, installationPence: 4_000, securityDepositPence: 10_000 }),
        { kind: 'fixed', quantity: 2, unitPence: 12_000 },
      ],
      {
        deliveryRequired: true,
        installationRequired: true,
        damageWaiver: true,
        discount: { kind: 'percent', percent: 10 },
      },
    );
    // hire 2 weeks 30,000 + crew 24,000 = 54,000; 10 % off = 5,400; waiver 10 % of hire = 3,000.
    expect(price).toMatchObject({
      hirePence: 30_000,
      fixedPence: 24_000,
      discountPence: 5_400,
      deliveryPence: 2_500,
      installationPence: 4_000,
      damageWaiverPence: 3_000,
      netPence: 58_100,
      vatPence: 11_620,
      totalPence: 69_720,
      securityDepositPence: 10_000,
      bookingDepositPence: 17_430,
    });
  });

  it('charges no delivery or installation that was not asked for', () => {
    const price = quote([hireLine({ deliveryPence: 2_500, installationPence: 4_000 })]);
    expect(price.deliveryPence + price.installationPence).toBe(0);
  });

  it('charges delivery once for the booking, at the dearest line’s charge, and installation for each line', () => {
    const price = quote(
      [
        hireLine({ quantity: 2, deliveryPence: 4_500, installationPence: 3_000 }),
        hireLine({ deliveryPence: 4_500, installationPence: 2_000 }),
        hireLine({ deliveryPence: 6_000 }),
      ],
      { deliveryRequired: true, installationRequired: true },
    );
    // One drop at one venue: £60, not £45 + £45 + £60.
    expect(price.deliveryPence).toBe(6_000);
    expect(price.installationPence).toBe(5_000);
    expect(price.netPence).toBe(price.hirePence + 6_000 + 5_000);
  });

  it('takes an amount off, never more than the lines', () => {
    expect(quote([hireLine()], { discount: { kind: 'amount', pence: 1_000 } }).discountPence).toBe(1_000);
    expect(quote([hireLine()], { discount: { kind: 'amount', pence: 99_000 } }).netPence).toBe(0);
  });

  it('takes the security deposit as a percentage of a line without its own', () => {
    expect(quote([hireLine({ quantity: 2 })]).securityDepositPence).toBe(12_000);
    expect(quote([hireLine({ quantity: 2, securityDepositPence: 5_000 })]).securityDepositPence).toBe(10_000);
  });

  it('marks a line without rates "Call for price", and the quote with it', () => {
    const price = quote([hireLine({ rates: { dailyPence: null, weeklyPence: null, monthlyPence: null } }), hireLine()]);
    expect(price.lines[0]).toEqual({ unitPence: null, linePence: null, breakdown: [], callForPrice: true });
    expect(price.callForPrice).toBe(true);
    expect(price.hirePence).toBe(30_000);
  });

  it('prices a weekend as one day', () => {
    const price = quote([hireLine()], { startDate: '2026-06-05', endDate: '2026-06-08' });
    expect(price).toMatchObject({ days: 3, chargeableDays: 1, weekend: true, hirePence: 5_000 });
  });
});

describe('whole pence (one rounding rule)', () => {
  it('rounds half a penny up, whatever noise the arithmetic left', () => {
    expect(roundPence(11_362.5)).toBe(11_363);
    expect(roundPence(11_362.4999)).toBe(11_362);
    expect(roundPence(0.1 * 3 * 100)).toBe(30);
    // 1.005 × 100 is 100.49999… in binary; the half penny it means still rounds up.
    expect(roundPence(1.005 * 100)).toBe(101);
    expect(roundPence(0)).toBe(0);
  });

  it('prices a week of 4.5 chargeable days at £25.25 a day in whole pence', () => {
    const dailyOnly = { dailyPence: 2_525, weeklyPence: null, monthlyPence: null };
    const settings = { ...S, chargeableDaysPerWeek: 4.5 };
    expect(cheapestUnitCharge(7, dailyOnly, settings)).toEqual({
      pence: 11_363,
      breakdown: [{ period: 'weekly', count: 1, ratePence: 11_363 }],
    });
    const price = quote([hireLine({ rates: dailyOnly })], { endDate: '2026-06-08' }, settings);
    for (const pence of [
      price.hirePence,
      price.netPence,
      price.vatPence,
      price.totalPence,
      price.securityDepositPence,
      price.bookingDepositPence,
    ]) {
      expect(Number.isInteger(pence)).toBe(true);
    }
    expect(price.totalPence).toBe(13_636);
  });

  it('keeps every amount of a quote in whole pence with percentages that split a penny', () => {
    const settings = {
      ...S,
      chargeableDaysPerWeek: 4.5,
      damageWaiverPercent: 12.5,
      securityDepositPercent: 17.5,
      bookingDepositPercent: 33.3,
    };
    const price = quote(
      [hireLine({ rates: { dailyPence: 1_001, weeklyPence: null, monthlyPence: null } })],
      { endDate: '2026-06-10', damageWaiver: true, discount: { kind: 'percent', percent: 7.5 } },
      settings,
    );
    const amounts = Object.entries(price).filter(([, v]) => typeof v === 'number');
    for (const [name, pence] of amounts)
      expect({ name, whole: Number.isInteger(pence) }).toEqual({ name, whole: true });
  });
});

describe('the hire settings schema', () => {
  const settings = { ...S, startReminderDaysBefore: 2 };

  it('takes chargeable days per week in whole or half days', () => {
    expect(hireSettingsSchema.parse({ ...settings, chargeableDaysPerWeek: 4.5 }).chargeableDaysPerWeek).toBe(4.5);
    expect(hireSettingsSchema.parse({ ...settings, chargeableDaysPerWeek: 5 }).chargeableDaysPerWeek).toBe(5);
    const refused = hireSettingsSchema.safeParse({ ...settings, chargeableDaysPerWeek: 4.3 });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Chargeable days per week must be whole or half days from 1 to 7',
    ]);
  });
});

describe('cancellation charges (the FAQ policy)', () => {
  const price = { totalPence: 100_000, bookingDepositPence: 25_000 };

  it('refunds the deposit in full more than 7 days before the start', () => {
    expect(cancellationCharge(price, 25_000, '2026-06-20', '2026-06-12')).toEqual({
      band: 'more-than-7-days',
      daysBeforeStart: 8,
      feePence: 0,
      refundPence: 25_000,
      owedPence: 0,
    });
  });

  it('keeps half the booking deposit 3 to 7 days before', () => {
    expect(cancellationCharge(price, 25_000, '2026-06-20', '2026-06-13')).toMatchObject({
      band: '3-to-7-days',
      feePence: 12_500,
      refundPence: 12_500,
    });
    expect(cancellationCharge(price, 25_000, '2026-06-20', '2026-06-17').band).toBe('3-to-7-days');
  });

  it('charges up to the full hire under 3 days before', () => {
    expect(cancellationCharge(price, 25_000, '2026-06-20', '2026-06-18')).toMatchObject({
      band: 'under-3-days',
      feePence: 100_000,
      refundPence: 0,
      owedPence: 75_000,
    });
  });

  it('counts the days on the calendar across the clock change', () => {
    expect(cancellationCharge(price, 0, '2026-10-29', '2026-10-22').daysBeforeStart).toBe(7);
  });
});

describe('the worked examples of docs/hire-rules.md', () => {
  it('prices two speakers for 10 days with a discount, delivery and the waiver', () => {
    const price = quote([hireLine({ quantity: 2, deliveryPence: 2_500 })], {
      deliveryRequired: true,
      damageWaiver: true,
      discount: { kind: 'percent', percent: 10 },
    });
    expect(price).toMatchObject({
      hirePence: 60_000,
      discountPence: 6_000,
      deliveryPence: 2_500,
      damageWaiverPence: 6_000,
      netPence: 62_500,
      vatPence: 12_500,
      totalPence: 75_000,
      bookingDepositPence: 18_750,
      securityDepositPence: 12_000,
    });
  });

  it('prices a fog machine with a daily rate only for a weekend and for 9 days', () => {
    const fog = { dailyPence: 3_000, weeklyPence: null, monthlyPence: null };
    expect(cheapestUnitCharge(chargeableDays('2026-06-05', '2026-06-08', S), fog, S)?.pence).toBe(3_000);
    expect(cheapestUnitCharge(daysBetween('2026-06-05', '2026-06-14'), fog, S)?.pence).toBe(18_000);
  });
});
