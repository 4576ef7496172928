import {
  apiSecretsConfigSchema,
  baseConfigSchema,
  DEVELOPMENT_INTERNAL_SECRET,
  DEVELOPMENT_PAGES_SECRET,
  loadConfig,
  pagesSecretConfigSchema,
  processConfigSchema,
} from '../src';

describe('configuration', () => {
  it('has a service listen on this machine only unless HOST says otherwise', () => {
    expect(loadConfig(baseConfigSchema, {}).HOST).toBe('127.0.0.1');
    expect(loadConfig(baseConfigSchema, { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses to start in production with the development internal secret, or a short one', () => {
    const schema = processConfigSchema.extend(apiSecretsConfigSchema.shape);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-jwt-secret' };
    expect(() => loadConfig(schema, production)).toThrow('INTERNAL_SECRET must be set in production');
    expect(() => loadConfig(schema, { ...production, INTERNAL_SECRET: 'short' })).toThrow('INTERNAL_SECRET');
    expect(loadConfig(schema, { ...production, INTERNAL_SECRET: 'a-production-internal-secret' })).toMatchObject({
      INTERNAL_SECRET: 'a-production-internal-secret',
    });
    expect(loadConfig(schema, {}).INTERNAL_SECRET).toBe(DEVELOPMENT_INTERNAL_SECRET);
    expect(loadConfig(baseConfigSchema, {}).INTERNAL_SECRET).toBe(DEVELOPMENT_INTERNAL_SECRET);
  });

  it('starts the page service in production with its pages secret alone: it holds none of the API’s secrets', () => {
    const pageService = processConfigSchema.extend(pagesSecretConfigSchema.shape);
    const config = loadConfig(pageService, { NODE_ENV: 'production', PAGES_SECRET: 'a-production-pages-secret' });
    expect(config).not.toHaveProperty('JWT_SECRET');
    expect(config).not.toHaveProperty('INTERNAL_SECRET');
  });

  it('refuses to start the gateway or the page service in production with the development pages secret', () => {
    const schema = processConfigSchema.extend(pagesSecretConfigSchema.shape);
    const service = processConfigSchema.extend(apiSecretsConfigSchema.shape);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-jwt-secret',
      INTERNAL_SECRET: 'a-production-internal-secret',
    };
    expect(() => loadConfig(schema, production)).toThrow('PAGES_SECRET must be set in production');
    expect(() => loadConfig(schema, { ...production, PAGES_SECRET: 'short' })).toThrow('PAGES_SECRET');
    expect(loadConfig(schema, { ...production, PAGES_SECRET: 'a-production-pages-secret' }).PAGES_SECRET).toBe(
      'a-production-pages-secret',
    );
    expect(loadConfig(schema, {}).PAGES_SECRET).toBe(DEVELOPMENT_PAGES_SECRET);
    // A service has no pages secret to set.
    expect(() => loadConfig(service, production)).not.toThrow();
  });
});
