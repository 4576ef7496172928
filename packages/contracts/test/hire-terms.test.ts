import {
  DEFAULT_HIRE_SETTINGS,
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
