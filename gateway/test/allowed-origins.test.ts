import { readGatewayConfig } from '../src/config';

/** What a production deployment must set anyway (the development secrets are refused there). */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-jwt-secret-0123456789',
  INTERNAL_SECRET: 'production-internal-secret-0123456789',
  PAGES_SECRET: 'production-pages-secret-0123456789',
};

describe('ALLOWED_ORIGINS, the other origins whose pages may send writes', () => {
  it('is empty in production unless set: only the shop’s own pages may write', () => {
    expect(readGatewayConfig(production).ALLOWED_ORIGINS).toEqual([]);
  });

  it('takes the origins production names', () => {
    const config = readGatewayConfig({
      ...production,
      ALLOWED_ORIGINS: 'https://admin.example.com, https://x.example',
    });
    expect(config.ALLOWED_ORIGINS).toEqual(['https://admin.example.com', 'https://x.example']);
  });

  it('trusts the Vite dev servers outside production, unless told otherwise', () => {
    const dev = ['http://localhost:5173', 'http://localhost:5174'];
    expect(readGatewayConfig({}).ALLOWED_ORIGINS).toEqual(dev);
    expect(readGatewayConfig({ NODE_ENV: 'development' }).ALLOWED_ORIGINS).toEqual(dev);
    expect(readGatewayConfig({ NODE_ENV: 'test' }).ALLOWED_ORIGINS).toEqual(dev);
    expect(readGatewayConfig({ NODE_ENV: 'development', ALLOWED_ORIGINS: '' }).ALLOWED_ORIGINS).toEqual([]);
  });
});
