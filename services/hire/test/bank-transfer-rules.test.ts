import { DEFAULT_HIRE_SETTINGS, hireBankTransferOf, hireSettingsFieldsOf, hireSettingsSchema } from '@shop/contracts';

const fields = hireSettingsFieldsOf(DEFAULT_HIRE_SETTINGS);

describe("a booking's bank transfer (rules)", () => {
  it('keeps the bank details checked, the sort code as 12-34-56, and empty until set', () => {
    expect(hireSettingsSchema.parse(fields)).toMatchObject({
      bankAccountName: '',
      bankSortCode: '',
      bankAccountNumber: '',
    });
    const saved = hireSettingsSchema.parse({
      ...fields,
      bankAccountName: ' SoundHire Ltd ',
      bankSortCode: '123456',
      bankAccountNumber: '12345678',
    });
    expect(saved).toMatchObject({
      bankAccountName: 'SoundHire Ltd',
      bankSortCode: '12-34-56',
      bankAccountNumber: '12345678',
    });
    expect(hireSettingsSchema.safeParse({ ...fields, bankSortCode: '12-34-5' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['bankSortCode'], message: 'Sort code must be six digits, e.g. 12-34-56' }),
    ]);
    expect(hireSettingsSchema.safeParse({ ...fields, bankAccountNumber: '1234567' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['bankAccountNumber'], message: 'Account number must be eight digits' }),
    ]);
    // A client from before the bank details and the balance reminder keeps their defaults.
    const {
      bankAccountName: _a,
      bankSortCode: _s,
      bankAccountNumber: _n,
      balanceReminderDaysBefore: _b,
      ...older
    } = fields;
    expect(hireSettingsSchema.parse(older)).toMatchObject({ bankSortCode: '', balanceReminderDaysBefore: 3 });
  });

  it("offers a transfer only once every detail is set, with the booking's reference", () => {
    const details = { bankAccountName: 'SoundHire Ltd', bankSortCode: '12-34-56', bankAccountNumber: '12345678' };
    expect(hireBankTransferOf(details, 42)).toEqual({
      accountName: 'SoundHire Ltd',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      reference: 'HIRE-42',
    });
    expect(hireBankTransferOf({ ...details, bankAccountNumber: '' }, 42)).toBeNull();
    expect(hireBankTransferOf(DEFAULT_HIRE_SETTINGS, 42)).toBeNull();
  });
});
