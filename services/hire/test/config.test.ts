import { DEFAULT_HIRE_CEILINGS } from '@shop/contracts';
import { hireCeilingsOf, readHireConfig } from '../src/config';

describe('hire configuration', () => {
  it("bounds a hire's dates by the contracts' defaults unless HIRE_MAX_DAYS and HIRE_MAX_DAYS_AHEAD say otherwise", () => {
    expect(hireCeilingsOf(readHireConfig({}))).toEqual(DEFAULT_HIRE_CEILINGS);
    expect(hireCeilingsOf(readHireConfig({ HIRE_MAX_DAYS: '28', HIRE_MAX_DAYS_AHEAD: '365' }))).toEqual({
      maxDays: 28,
      maxDaysAhead: 365,
    });
  });

  it('refuses ceilings that are not a whole number of days from 1 to 3,660', () => {
    for (const env of [{ HIRE_MAX_DAYS: '0' }, { HIRE_MAX_DAYS: 'a year' }, { HIRE_MAX_DAYS_AHEAD: '99999' }]) {
      expect(() => readHireConfig(env)).toThrow(Object.keys(env)[0]);
    }
  });
});
