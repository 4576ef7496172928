import { readPaymentsConfig } from '../src/config';

describe('payments configuration', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-jwt-secret',
    INTERNAL_SECRET: 'a-production-internal-secret',
  };
  const keys = {
    STRIPE_SECRET_KEY: 'sk_live_51Abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_live_signing',
    SECRETS_KEY: 'a-production-secrets-key',
  };

  it("refuses to start in production without the account's own Stripe keys and secrets key, or with the local stand-in's address", () => {
    expect(() => readPaymentsConfig(production)).toThrow('STRIPE_SECRET_KEY must be set in production');
    expect(() => readPaymentsConfig({ ...production, STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set in production',
    );
    const { SECRETS_KEY: _, ...stripeKeys } = keys;
    expect(() => readPaymentsConfig({ ...production, ...stripeKeys })).toThrow('SECRETS_KEY must be set in production');
    expect(() => readPaymentsConfig({ ...production, ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12180' })).toThrow(
      'STRIPE_API_BASE is for the local stand-in only',
    );
    const config = readPaymentsConfig({ ...production, ...keys });
    expect(config).toMatchObject(keys);
    expect(config.STRIPE_API_BASE).toBeUndefined();
  });

  it('refuses what is not a Stripe key, and a payment page held shorter than Stripe allows', () => {
    expect(() => readPaymentsConfig({ STRIPE_SECRET_KEY: 'pk_test_publishable' })).toThrow(
      'STRIPE_SECRET_KEY: must be a Stripe secret key',
    );
    expect(() => readPaymentsConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow('STRIPE_WEBHOOK_SECRET');
    expect(() => readPaymentsConfig({ CHECKOUT_SESSION_MINUTES: '10' })).toThrow('CHECKOUT_SESSION_MINUTES');
    expect(readPaymentsConfig({}).CHECKOUT_SESSION_MINUTES).toBe(30);
  });
});
