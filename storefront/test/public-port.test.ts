import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { StartedService } from '@shop/kit';
import { startProductionStorefront } from './support/production-storefront';

// The page service as it runs in production, serving a built shop without its server renderer (pages render in the
// browser): what its public port answers, whatever the shop's pages hold.
const dist = mkdtempSync(join(tmpdir(), 'shop-pages-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');

let pages: StartedService;
beforeAll(async () => {
  pages = await startProductionStorefront(dist, join(dist, 'no-server-renderer.cjs'));
});
afterAll(() => pages?.stop());

describe("the page service's public port", () => {
  it('answers 404 to readiness and metrics, which its operations port serves', async () => {
    for (const path of ['/readyz', '/metrics']) expect((await request(pages.url).get(path)).status).toBe(404);
    expect((await request(pages.url).get('/healthz')).status).toBe(200);
    expect(await request(pages.opsUrl).get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await request(pages.opsUrl).get('/metrics')).text).toContain('storefront_page_cache_lookups_total');
  });

  it.each(['/%', '/products/%E0%A4%A', '/robots.txt%', '/assets/%.js'])(
    'answers a plain 400 page to a malformed %% escape (%s)',
    async (path) => {
      const res = await request(pages.url).get(path).set('accept-encoding', 'gzip, br');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toContain('The address is not valid');
    },
  );

  it('still serves the shop', async () => {
    expect((await request(pages.url).get('/robots.txt')).text).toBe('User-agent: *\n');
    expect((await request(pages.url).get('/products/some-speaker')).text).toContain('<div id="root">');
  });
});
