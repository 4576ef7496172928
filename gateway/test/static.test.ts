import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { PageTemplate } from '../src/ssr-template';
import { PAGE_SCRIPTS_ID } from '@shop/contracts';
import { spa } from '../src/static';

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

  it('answers the page a renderer gives, with its status or redirect, and index.html when it gives none', async () => {
    const rendered = express().use(
      spa('/', dist, 'shop', async (req) => {
        if (req.path === '/missing') return { status: 404, html: '<p>Page Not Found</p>' };
        return req.path === '/account' ? { redirect: '/auth' } : null;
      }),
    );
    const signedOut = await request(rendered).get('/account');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe('/auth');
    const missing = await request(rendered).get('/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.text).toBe('<p>Page Not Found</p>');
    const shell = await request(rendered).get('/hire');
    expect(shell.status).toBe(200);
    expect(shell.text).toContain('<div id="root"></div>');
  });
});

describe('the page template of a server-rendered shop page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<head><meta charset="UTF-8" /><!--page-head--><title>Shop</title><!--/page-head-->' +
      '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body>',
  );
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        css: ['assets/index-1.css'],
        dynamicImports: ['_main-5.js'],
      },
      '_main-5.js': { file: 'assets/main-5.js', imports: ['index.html'], css: ['assets/main-5.css'] },
      'src/pages/HirePage.tsx': { file: 'assets/HirePage-2.js', imports: ['_main-5.js', '_shared-3.js'] },
      '_shared-3.js': { file: 'assets/shared-3.js', css: ['assets/hire-4.css'] },
    }),
  );

  it("replaces the default head, renders into #root, links the styles and lists the app's and page's scripts", () => {
    const html = new PageTemplate(dist).fill({
      head: '<title>Hire | Shop</title>',
      html: '<h1>Hire</h1>',
      data: '<script type="application/json" id="state">{}</script>',
      pages: ['HirePage'],
    });
    expect(html).toBe(
      '<head><meta charset="UTF-8" /><title>Hire | Shop</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/main-5.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/hire-4.css">' +
        '<script type="module" src="/assets/index-1.js"></script></head>' +
        '<body><div id="root"><h1>Hire</h1></div><script type="application/json" id="state">{}</script>' +
        `<script type="application/json" id="${PAGE_SCRIPTS_ID}">` +
        '["/assets/main-5.js","/assets/HirePage-2.js","/assets/shared-3.js"]</script></body>',
    );
  });
});
