import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { spa } from '../src/built-app';

describe('serving the built apps (assets compressed at build time)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets/app-1234.js'), script);
  writeFileSync(join(dist, 'assets/app-1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1234.js.gz'), gzipSync(script));
  const app = express().use(spa('/', dist, 'shop'));
  const raw = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  };

  it('answers Brotli to a browser that accepts it, with the script type, Vary and a year of caching', async () => {
    const res = await request(app)
      .get('/assets/app-1234.js')
      .set('accept-encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(raw);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
  });

  it('answers gzip when Brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await request(app).get('/assets/app-1234.js').set('accept-encoding', 'gzip').buffer(true).parse(raw);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await request(app).get('/assets/app-1234.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
    const noHeader = await request(app).get('/assets/app-1234.js').set('accept-encoding', '');
    expect(noHeader.headers['content-encoding']).toBeUndefined();
  });

  it('serves index.html for client-side routes, never cached, and nothing outside the build', async () => {
    const page = await request(app).get('/hire/category/lighting');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<div id="root">');
    const escape = await request(app).get('/assets/..%2F..%2Fetc%2Fpasswd').set('accept-encoding', 'br');
    expect(escape.headers['content-encoding']).toBeUndefined();
    expect(escape.text).not.toContain('root:');
  });
});
