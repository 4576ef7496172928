import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { StartedService } from '@shop/kit';
import { startProductionStorefront } from './support/production-storefront';

/** A built shop whose server renderer is the given CommonJS source. */
function builtShop(renderer: string) {
  const dist = mkdtempSync(join(tmpdir(), 'renderer-loading-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><!--page-head--><title>SoundHire Pro</title><!--/page-head--></head><div id="root"></div>',
  );
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(join(dist, 'entry-server.cjs'), renderer);
  return dist;
}

describe('a server renderer slower to load than a page may take to render', () => {
  // Loading takes 2 s, longer than the 1.5 s a page is given; each page then waits a moment, as for the API.
  const dist = builtShop(`
    const until = Date.now() + 2000;
    while (Date.now() < until);
    exports.renderPage = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, html: '<p>Rendered on the server</p>', head: '<title>Mixers</title>', data: '', pages: [] };
    };
  `);
  let pages: StartedService;
  beforeAll(async () => {
    pages = await startProductionStorefront(dist, join(dist, 'entry-server.cjs'));
  });
  afterAll(() => pages?.stop());

  it('is loaded as the service starts, and the first visitor still gets a rendered page', async () => {
    expect(await request(pages.opsUrl).get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    const first = await request(pages.url).get('/sales');
    expect(first.status).toBe(200);
    expect(first.text).toContain('<div id="root"><p>Rendered on the server</p></div>');
    expect(first.text).toContain('<title>Mixers</title>');
  });
});

describe('a server renderer that cannot be loaded', () => {
  const dist = builtShop(`throw new Error('a broken build');`);
  let pages: StartedService;
  beforeAll(async () => {
    pages = await startProductionStorefront(dist, join(dist, 'entry-server.cjs'));
  });
  afterAll(() => pages?.stop());

  it('keeps the service out of the load balancer, which still serves the plain shell to whoever reaches it', async () => {
    const ready = await request(pages.opsUrl).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not ready', checks: { redis: 'ok', renderer: 'a broken build' } });
    const page = await request(pages.url).get('/sales');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
  });
});
