import {
  DEFAULT_HIRE_SETTINGS,
  cancellationCharge,
  cancellationTerms,
  damageWaiverExcessOf,
  hireSettingsFieldsOf,
  hireSettingsOf,
  hireSettingsSchema,
  hireTerms,
  waivedDamagePence,
} from '../src';

describe('the damage waiver', () => {
  it('charges a damaged item its damage up to the excess with the waiver, in full without', () => {
    expect(waivedDamagePence(8500, 5000)).toBe(5000);
    expect(waivedDamagePence(2000, 5000)).toBe(2000);
    expect(waivedDamagePence(8500, null)).toBe(8500);
    expect(waivedDamagePence(8500, 0)).toBe(0);
  });

  it('states its cover and excess in the hire terms, as the setting has it', () => {
    const terms = hireTerms(5000).join('\n');
    expect(terms).toContain('accidental damage is charged up to an excess of £50.00 for each damaged item');
    expect(terms).toContain('It does not cover loss or theft');
    expect(hireTerms(12_550).join('\n')).toContain('an excess of £125.50');
  });

  it('reads a sent quote’s excess, or the default for one sent before it was kept', () => {
    expect(damageWaiverExcessOf({ damageWaiverExcessPence: 7500 })).toBe(7500);
    expect(damageWaiverExcessOf({})).toBe(5000);
  });

  it('is a setting in GBP at the edge and pence inside, £50 by default', () => {
    expect(DEFAULT_HIRE_SETTINGS.damageWaiverExcessPence).toBe(5000);
    const fields = hireSettingsFieldsOf(DEFAULT_HIRE_SETTINGS);
    expect(fields.damageWaiverExcess).toBe(50);
    expect(hireSettingsOf(hireSettingsSchema.parse({ ...fields, damageWaiverExcess: 62.5 }))).toEqual({
      ...DEFAULT_HIRE_SETTINGS,
      damageWaiverExcessPence: 6250,
    });
    const { damageWaiverExcess: _, ...older } = fields;
    expect(hireSettingsSchema.parse(older).damageWaiverExcess).toBe(50);
    expect(hireSettingsSchema.safeParse({ ...fields, damageWaiverExcess: -1 }).error?.issues[0].message).toBe(
      'Damage waiver excess must be from £0 to £10,000',
    );
  });
});

describe('the cancellation terms', () => {
  // Each band's words in the terms, and the fee those words promise for a booking of £1,000 with a £250 deposit.
  const price = { totalPence: 100_000, bookingDepositPence: 25_000 };
  const bands = [
    { words: 'more than 7 days before the hire: no fee', feePence: 0, days: [8, 30] },
    { words: '3 to 7 days: a fee of half the booking deposit', feePence: 12_500, days: [7, 3] },
    { words: 'under 3 days: a fee of the full hire amount', feePence: 100_000, days: [2, 0] },
  ];

  it.each(bands)('say "$words", as the engine charges at each end of the band', ({ words, feePence, days }) => {
    expect(hireTerms(5000).join('\n')).toContain(words);
    for (const daysBefore of days) {
      const cancelDay = new Date(Date.UTC(2026, 5, 20 - daysBefore)).toISOString().slice(0, 10);
      expect(cancellationCharge(price, 0, '2026-06-20', cancelDay).feePence).toBe(feePence);
    }
  });

  it('give the FAQ one line for each band', () => {
    expect(cancellationTerms()).toEqual(bands.map((band) => expect.stringContaining(band.words)));
  });
});
