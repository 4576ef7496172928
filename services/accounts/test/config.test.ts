import { readAccountsConfig } from '../src/config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-some-length',
  INTERNAL_SECRET: 'a-production-internal-secret',
};

describe('accounts configuration', () => {
  it('defaults to port 4102, the shop_accounts database and the documented admin account', () => {
    const config = readAccountsConfig({});
    expect(config).toMatchObject({
      PORT: 4102,
      MONGODB_DB: 'shop_accounts',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin123',
      ADMIN_EMAIL: 'admin@soundhirepro.co.uk',
    });
  });

  it('refuses to start in production with the default admin password', () => {
    expect(() => readAccountsConfig(production)).toThrow(
      'Invalid configuration: ADMIN_PASSWORD must be changed from the default in production',
    );
    expect(readAccountsConfig({ ...production, ADMIN_PASSWORD: 'a-real-password' }).ADMIN_PASSWORD).toBe(
      'a-real-password',
    );
  });

  it('rejects an admin password shorter than the password rule', () => {
    expect(() => readAccountsConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
