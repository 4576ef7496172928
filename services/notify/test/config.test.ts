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
});
