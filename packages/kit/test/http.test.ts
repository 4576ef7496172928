import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { builtFiles } from '../src/built-app';
import { createHttpApp, finishHttpApp, opsPortFor, serve, type Serving } from '../src/http';
import { createLogger } from '../src/logger';
import { opsUrlOf } from '../src/testing';

const dist = mkdtempSync(join(tmpdir(), 'shop-http-'));
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
writeFileSync(join(dist, 'robots.txt.br'), 'not really brotli');

/** An app as the gateway builds one: an API under /api with a route parameter, built files, pages elsewhere. */
function app(ready = true) {
  const http = createHttpApp({
    name: 'http-test',
    logger: createLogger('http-test', 'silent'),
    readiness: {
      engine: async () => {
        if (!ready) throw new Error('engine away');
      },
    },
    isPage: (path) => !path.startsWith('/api'),
  });
  http.get('/api/products/:slug', (req, res) => {
    res.json({ slug: req.params.slug });
  });
  http.use(builtFiles('/', dist));
  http.get(/.*/, (_req, res) => {
    res.type('html').send('<!doctype html><p>A page</p>');
  });
  return finishHttpApp(http);
}

describe('a path with a malformed % escape', () => {
  const api = app();

  it.each(['/api/products/%E0%A4%A', '/api/products/%', '/api/%zz/x'])(
    'answers 400 { message } on the API (%s)',
    async (path) => {
      const res = await request(api).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The address is not valid: it has a malformed % escape.' });
    },
  );

  it.each(['/%', '/assets/%E0%A4%A.js', '/robots.txt%'])('answers a plain 400 page elsewhere (%s)', async (path) => {
    // With Accept-Encoding, as a browser asks: the precompressed copies' lookup decodes the path.
    const res = await request(api).get(path).set('accept-encoding', 'gzip, br');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toContain('The address is not valid');
  });

  it('still serves well-formed escapes', async () => {
    expect((await request(api).get('/api/products/caf%C3%A9%20bar')).body).toEqual({ slug: 'café bar' });
    expect((await request(api).get('/robots%2Etxt')).text).toBe('User-agent: *\n');
  });
});

describe('the operations port', () => {
  let serving: Serving;
  let unready: Serving;
  beforeAll(async () => {
    serving = await serve(app(), { port: 0, host: '127.0.0.1', opsPort: 0, opsHost: '127.0.0.1' });
    unready = await serve(app(false), { port: 0, host: '127.0.0.1', opsPort: 0, opsHost: '127.0.0.1' });
  });
  afterAll(async () => {
    await serving?.close();
    await unready?.close();
  });

  it('is the public port plus 10000 unless OPS_PORT says otherwise, and a free one for port 0', () => {
    expect(opsPortFor(4000)).toBe(14000);
    expect(opsPortFor(4101)).toBe(14101);
    expect(opsPortFor(4000, 9464)).toBe(9464);
    expect(opsPortFor(0)).toBe(0);
  });

  it('serves readiness and metrics, which the public port answers 404 to; liveness is on both', async () => {
    expect(serving.opsPort).not.toBe(serving.port);
    expect(opsUrlOf(serving.url)).toBe(serving.opsUrl);
    for (const path of ['/readyz', '/metrics']) {
      const res = await request(serving.url).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
    expect((await request(serving.url).get('/healthz')).body).toEqual({ status: 'ok' });

    const ops = () => request(serving.opsUrl);
    expect((await ops().get('/healthz')).body).toEqual({ status: 'ok' });
    expect(await ops().get('/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { engine: 'ok' } },
    });
    expect((await ops().get('/metrics')).text).toContain('http_request_duration_seconds');
    // The public app is not served there.
    expect((await ops().get('/api/products/x')).status).toBe(404);
  });

  it('answers 503 naming the failing check', async () => {
    const res = await request(unready.opsUrl).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'not ready', checks: { engine: 'engine away' } });
  });

  it('stops with the public port', async () => {
    const extra = await serve(app(), { port: 0, host: '127.0.0.1', opsPort: 0, opsHost: '127.0.0.1' });
    await extra.close();
    await expect(fetch(`${extra.opsUrl}/healthz`)).rejects.toThrow();
    expect(() => opsUrlOf(extra.url)).toThrow();
  });
});
