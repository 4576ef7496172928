import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import type { CacheGenerationWatcher } from '@shop/kit';
import { PageCache } from '../src/page-cache';
import type { PageRenderer, ServerPage } from '../src/renderer';
import { shopPages } from '../src/shop-pages';

/** The page service's page route over a renderer of the test's own, counting its renders. */
function pageService(page: (url: string) => ServerPage | null) {
  const dist = mkdtempSync(join(tmpdir(), 'shop-pages-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const cache = new PageCache([{ current: () => '1' }] as unknown as CacheGenerationWatcher[], {
    ttlMs: 60_000,
    maxBytes: 1_000_000,
    originOf: () => 'http://shop.test',
  });
  const renders: string[] = [];
  const render: PageRenderer = async (req) => {
    renders.push(req.originalUrl);
    return page(req.originalUrl);
  };
  const app = express();
  // As in the page service: only kept pages have a validator.
  app.set('etag', false);
  app.get(/.*/, shopPages(dist, render, cache));
  // Kept pages are answered before Express, as in the page service.
  const server = (req: IncomingMessage, res: ServerResponse) => cache.answerEarly(req, res) || app(req, res);
  return { server, renders };
}

describe('the page route', () => {
  it('keeps an anonymous visitor’s page and answers the next from the cache', async () => {
    const { server, renders } = pageService(() => ({ status: 200, html: '<p>Mixers</p>', personal: false }));
    const first = await request(server).get('/sales');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeDefined();
    await request(server).get('/sales');
    expect(renders).toEqual(['/sales']);
  });

  it('sends a page that says it shows a customer’s own data private, no-store and renders it each time', async () => {
    const { server, renders } = pageService(() => ({ status: 200, html: '<p>Jo Events</p>', personal: true }));
    for (let i = 0; i < 2; i += 1) {
      const res = await request(server).get('/somewhere?token=abc');
      expect(res.text).toBe('<p>Jo Events</p>');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(renders).toHaveLength(2);
  });

  it('sends a quote link’s plain shell and redirect private, no-store as well', async () => {
    const shell = pageService(() => null);
    const plain = await request(shell.server).get('/hire/quotes/42?token=abc');
    expect(plain.text).toContain('<div id="root"></div>');
    expect(plain.headers['cache-control']).toBe('private, no-store');
    const redirecting = pageService(() => ({ redirect: '/auth' }));
    const redirect = await request(redirecting.server).get('/hire/quotes/42');
    expect(redirect.status).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
  });
});
