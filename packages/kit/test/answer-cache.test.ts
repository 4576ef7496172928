import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { AnswerCache, type AnswerCacheOptions, type KeptAnswer } from '../src/answer-cache';
import type { CacheGenerationWatcher } from '../src/cache-generation';

const PAGE = `<!doctype html>${'<p>Eight-channel mixer</p>'.repeat(100)}`;

/**
 * A server as the gateway and the page service build one: kept answers go out before the route, which sets the
 * middleware's headers, renders, stores and sends. Counts its renders and the cache's lookups.
 */
function site(options: Partial<AnswerCacheOptions> = {}, body = PAGE) {
  const generation = { value: '1' as string | null };
  const generations = [{ current: () => generation.value }] as unknown as CacheGenerationWatcher[];
  const lookups: string[] = [];
  const stored: KeptAnswer[] = [];
  const cache = new AnswerCache(generations, {
    ttlMs: 60_000,
    maxBytes: 1_000_000,
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    vary: 'Cookie, Accept-Encoding',
    encodings: ['br', 'gzip'],
    compress: 'stored',
    keyOf: (req) => (req.method === 'GET' || req.method === 'HEAD' ? (req.url ?? '/') : null),
    onLookup: (result) => lookups.push(result),
    ...options,
  });
  let renders = 0;
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('x-request-id', `request-${renders}`);
    res.setHeader('set-cookie', 'visit=1');
    res.setHeader('cache-control', 'private');
    const key = cache.keyFor(req);
    if (key) cache.missed();
    const answer = await cache.store(key, Buffer.from(body), res);
    stored.push(answer);
    cache.send(req, res, answer);
  };
  const server = (req: IncomingMessage, res: ServerResponse) => cache.answerEarly(req, res) || void route(req, res);
  return { server, generation, lookups, stored, renders: () => renders };
}

describe('the answer cache', () => {
  it('answers the same bytes again before the route, with the middleware’s headers but not the per-request ones', async () => {
    const { server, renders, lookups } = site();
    const first = await request(server).get('/sales').set('accept-encoding', 'identity');
    expect(first.status).toBe(200);
    expect(first.text).toBe(PAGE);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers).toMatchObject({
      'cache-control': 'no-cache',
      vary: 'Cookie, Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(PAGE)),
      'x-request-id': 'request-1',
    });

    const second = await request(server).get('/sales').set('accept-encoding', 'identity');
    expect(renders()).toBe(1);
    expect(second.text).toBe(PAGE);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['x-request-id']).toBeUndefined();
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(lookups).toEqual(['miss', 'hit']);
  });

  it('answers 304 to a client holding the bytes, on the route and before it', async () => {
    const { server, renders } = site();
    const first = await request(server).get('/sales');
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, '*']) {
      const again = await request(server).get('/sales').set('if-none-match', ifNoneMatch);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Cookie, Accept-Encoding');
    }
    expect((await request(server).get('/sales').set('if-none-match', '"other"')).status).toBe(200);
    // On the route: a first request that already holds the bytes (another replica sent them).
    const fresh = await request(site().server).get('/sales').set('if-none-match', etag);
    expect(fresh.status).toBe(304);
    expect(renders()).toBe(1);
  });

  it('sends the copy the client accepts, in the cache’s order of preference, made as the answer is kept', async () => {
    const { server, stored } = site();
    const size = (res: request.Response) => Number(res.headers['content-length']);
    const br = await request(server).get('/sales').set('accept-encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(stored[0].encoded.br).toBeDefined();
    expect(stored[0].encoded.gzip).toBeDefined();
    const gzip = await request(server).get('/sales').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const refused = await request(server).get('/sales').set('accept-encoding', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const any = await request(server).get('/sales').set('accept-encoding', '*');
    expect(any.headers['content-encoding']).toBe('br');
    const plain = await request(server).get('/sales').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(size(br)).toBeLessThan(size(gzip));
    expect(size(gzip)).toBeLessThan(size(plain) / 3);
    for (const res of [br, gzip, refused, any]) expect(res.text).toBe(PAGE);
    expect(new Set([br, gzip, plain].map((res) => res.headers.etag)).size).toBe(1);
  });

  it('answers HEAD with the headers alone', async () => {
    const { server } = site();
    await request(server).get('/sales').set('accept-encoding', 'gzip');
    const head = await request(server).head('/sales').set('accept-encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.text).toBeUndefined();
  });

  it('makes a copy only when a client asks, when so told, and sends small answers plain', async () => {
    const lazily = { encodings: ['gzip'], compress: 'asked', compressAbove: 1024 } as const;
    const { server, stored } = site(lazily);
    await request(server).get('/products').set('accept-encoding', 'identity');
    await request(server).get('/products').set('if-none-match', '*').set('accept-encoding', 'gzip');
    expect(stored[0].encoded.gzip).toBeUndefined();
    const gzip = await request(server).get('/products').set('accept-encoding', 'gzip, br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(PAGE);
    expect(stored[0].encoded.gzip).toBeDefined();

    const small = site(lazily, '{"id":1}').server;
    await request(small).get('/products/1');
    const kept = await request(small).get('/products/1').set('accept-encoding', 'gzip');
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.text).toBe('{"id":1}');
  });

  it('neither looks up nor keeps while a generation is unknown, and renders afresh once it moves', async () => {
    const { server, generation, renders, lookups } = site();
    generation.value = null;
    await request(server).get('/sales');
    await request(server).get('/sales');
    expect(renders()).toBe(2);
    generation.value = '1';
    await request(server).get('/sales');
    await request(server).get('/sales');
    expect(renders()).toBe(3);
    generation.value = '2';
    await request(server).get('/sales');
    expect(renders()).toBe(4);
    expect(lookups).toEqual(['miss', 'hit', 'miss']);
  });

  it('leaves alone the requests its key refuses, and everything when its time limit is 0', async () => {
    const refusing = site({ keyOf: (req) => (req.headers.cookie ? null : (req.url ?? '/')) });
    await request(refusing.server).get('/sales').set('cookie', 'shop_cart=abc');
    const again = await request(refusing.server).get('/sales').set('cookie', 'shop_cart=abc');
    expect(again.headers['x-request-id']).toBe('request-2');
    expect(refusing.lookups).toEqual([]);

    const off = site({ ttlMs: 0 });
    await request(off.server).get('/sales');
    await request(off.server).get('/sales');
    expect(off.renders()).toBe(2);
  });
});
