import { readNotifyConfig } from '../src/config';

describe('notify configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-jwt-secret',
    INTERNAL_SECRET: 'a-production-internal-secret',
  };

  it('refuses to start in production without its own secrets key', () => {
    expect(() => readNotifyConfig(production)).toThrow('SECRETS_KEY must be set in production');
    expect(readNotifyConfig({ ...production, SECRETS_KEY: 'a-long-production-secrets-key' }).SECRETS_KEY).toBe(
      'a-long-production-secrets-key',
    );
  });

  it("starts the emails' links at SHOP_URL, the local gateway unless set, and refuses one that is not a URL", () => {
    expect(readNotifyConfig({}).SHOP_URL).toBe('http://localhost:4000');
    expect(readNotifyConfig({ SHOP_URL: 'https://shop.example.com' }).SHOP_URL).toBe('https://shop.example.com');
    expect(() => readNotifyConfig({ SHOP_URL: 'shop' })).toThrow('SHOP_URL');
  });
});
