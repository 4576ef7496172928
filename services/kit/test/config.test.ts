import { baseConfigSchema, DEVELOPMENT_INTERNAL_SECRET, loadConfig, processConfigSchema } from '../src';

describe('configuration', () => {
  it('has a service listen on this machine only unless HOST says otherwise', () => {
    expect(loadConfig(baseConfigSchema, {}).HOST).toBe('127.0.0.1');
    expect(loadConfig(baseConfigSchema, { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses to start in production with the development internal secret, or a short one', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-jwt-secret' };
    expect(() => loadConfig(processConfigSchema, production)).toThrow('INTERNAL_SECRET must be set in production');
    expect(() => loadConfig(processConfigSchema, { ...production, INTERNAL_SECRET: 'short' })).toThrow(
      'INTERNAL_SECRET',
    );
    expect(
      loadConfig(processConfigSchema, { ...production, INTERNAL_SECRET: 'a-production-internal-secret' }),
    ).toMatchObject({ INTERNAL_SECRET: 'a-production-internal-secret' });
    expect(loadConfig(processConfigSchema, {}).INTERNAL_SECRET).toBe(DEVELOPMENT_INTERNAL_SECRET);
  });
});
