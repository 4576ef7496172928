import { createLogger } from '@shop/kit';
import { seedAdmin } from '../../src/application/seed-admin';
import { openAccounts, type AccountsUnderTest } from '../support/application';

let accounts: AccountsUnderTest;
beforeAll(async () => {
  accounts = await openAccounts();
});
afterAll(() => accounts.close());

const config = (password: string) => ({
  ADMIN_USERNAME: ' Admin ',
  ADMIN_PASSWORD: password,
  ADMIN_EMAIL: 'Admin@SoundHirePro.co.uk',
});
const seed = (password: string) =>
  seedAdmin(accounts.connection, accounts.models, accounts.users, config(password), createLogger('test', 'silent'));

describe('seedAdmin', () => {
  it('creates the configured admin once and never overwrites it', async () => {
    await seed('admin123');
    const { user } = await accounts.app.login({ username: 'admin', password: 'admin123' }, { ip: '192.0.2.50' });
    expect(user).toMatchObject({ username: 'Admin', email: 'admin@soundhirepro.co.uk', role: 'admin' });

    await seed('changed-pass');
    expect(await accounts.models.User.countDocuments({ usernameKey: 'admin' })).toBe(1);
    await expect(
      accounts.app.login({ username: 'admin', password: 'changed-pass' }, { ip: '192.0.2.51' }),
    ).rejects.toThrow('Invalid username or password');
  });
});
