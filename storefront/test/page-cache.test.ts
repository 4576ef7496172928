import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { SESSION_COOKIE, type GraphQLRequest, type RenderPage } from '@shop/contracts';
import type { StartedService } from '@shop/kit';
import { TEST_KAFKA_NAMESPACE, eventually, freePort, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { createStorefront } from '../src/app';
import { readStorefrontConfig } from '../src/config';

// The pages are rendered by the shop's server bundle, as in production: build it first (bash scripts/build-apps.sh).
const entry = join(__dirname, '../../web/dist-server/entry-server.cjs');

const admin = `Bearer ${mintToken('admin')}`;
const customer = mintToken('user');

let stack: Stack;
let pages: StartedService;
let product: { id: number; slug: string };
let categoryId: number;
const shop = () => request(pages.url);
const asAdmin = () => request.agent(stack.url).set('authorization', admin);

const productPath = () => `/product/${product.slug}`;

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run bash scripts/build-apps.sh first`);
  // The gateway passes the shop's requests on to the page service, which calls the gateway's API.
  const pagesPort = await freePort();
  stack = await startStack(['content', 'accounts', 'catalog', 'cart', 'hire'], undefined, {
    PAGES_URL: `http://127.0.0.1:${pagesPort}`,
  });
  pages = await createStorefront(
    readStorefrontConfig({
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(pagesPort),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      GATEWAY_URL: stack.url,
      // A loaded test machine renders slowly; a render that gives up sends the plain shell, which is not kept.
      SSR_TIMEOUT_MS: '30000',
      // The stack's namespace, where its catalogue and content announce their generations.
      KAFKA_NAMESPACE: TEST_KAFKA_NAMESPACE,
    }),
  ).start();
  const slug = `page-gear-${Date.now()}`;
  categoryId = (await asAdmin().post('/api/categories').send({ name: 'Page Gear', slug })).body.id as number;
  // The catalog learns the category from content's events.
  await eventually(async () => {
    const res = await asAdmin()
      .post('/api/admin/products')
      .send({
        name: 'Cached Mixer',
        slug: `cached-mixer-${Date.now()}`,
        description: 'Eight-channel mixer',
        price: 449.99,
        imageUrl: '/images/products/pa-speaker.svg',
        categoryId,
        stock: 5,
      });
    expect(res.status).toBe(201);
    product = { id: res.body.id as number, slug: res.body.slug as string };
  }, 30_000);
}, 120_000);

afterAll(async () => {
  await pages?.stop();
  await stack?.stop();
});

describe('the anonymous page cache', () => {
  it('answers a visitor without cookies the same bytes again, with a strong ETag and 304 for it', async () => {
    const first = await shop().get(productPath()).set('accept-encoding', 'identity');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Cached Mixer');
    expect(first.text).toContain('449.99');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(first.headers['cache-control']).toBe('no-cache');
    // Kept pages carry the security headers too.
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");

    const second = await shop().get(productPath()).set('accept-encoding', 'identity');
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Answered before Express: no request id of its own.
    expect(second.headers['x-request-id']).toBeUndefined();

    const revalidated = await shop().get(productPath()).set('if-none-match', first.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('sends the Brotli or gzip copy the browser accepts', async () => {
    const size = (res: request.Response) => Number(res.headers['content-length']);
    const br = await shop().get(productPath()).set('accept-encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await shop().get(productPath()).set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await shop().get(productPath()).set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(size(plain)).toBe(Buffer.byteLength(plain.text));
    expect(size(br)).toBeLessThan(size(gz));
    expect(size(gz)).toBeLessThan(size(plain) / 3);
    // Decoded, each copy is the same page.
    expect(br.text).toBe(plain.text);
    expect(gz.text).toBe(plain.text);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a new price on the next page once the catalogue moves its generation', async () => {
    const before = await shop().get(productPath());
    expect(before.text).toContain('449.99');
    expect((await asAdmin().put(`/api/admin/products/${product.id}`).send({ price: 399 })).status).toBe(200);
    await eventually(async () => {
      const after = await shop().get(productPath());
      expect(after.text).toContain('399.00');
      expect(after.text).not.toContain('449.99');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }, 30_000);
  });

  it('renders the signed-in visitor’s own page, never from the cache nor into it', async () => {
    const cookie = `${SESSION_COOKIE}=${customer}`;
    const anonymous = await shop().get(productPath());
    const signedIn = await shop().get(productPath()).set('cookie', cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers['x-request-id']).toBeDefined();
    // What the signed-in render answered did not replace the anonymous copy.
    const again = await shop().get(productPath());
    expect(again.headers.etag).toBe(anonymous.headers.etag);
    expect(again.text).toBe(anonymous.text);
  });

  it('keeps no page that is not whole: a missing product is rendered each time', async () => {
    const missing = await shop().get('/product/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await shop().get('/product/no-such-thing')).headers['x-request-id']).toBeDefined();
  });

  it('is what the gateway serves for the shop (its pages and files), beside the API', async () => {
    const host = new URL(stack.url).host;
    const direct = await shop().get(productPath()).set('host', host);
    const viaGateway = await request(stack.url).get(productPath());
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers.etag).toBe(direct.headers.etag);
    expect(viaGateway.text).toBe(direct.text);
    expect((await request(stack.url).get(productPath()).set('if-none-match', direct.headers.etag)).status).toBe(304);
    expect((await request(stack.url).get('/robots.txt')).text).toContain('User-agent');
    expect((await request(stack.url).get('/api/categories')).status).toBe(200);
  });
});

describe('a quote’s page, opened by the link its email carries', () => {
  const DAY = 24 * 60 * 60 * 1000;
  // A Monday about six weeks ahead, to the Thursday after: a plain three-day hire.
  const monday = (() => {
    const day = new Date(Date.now() + 40 * DAY);
    day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
    return day.toISOString().slice(0, 10);
  })();
  const thursday = new Date(Date.parse(`${monday}T00:00:00Z`) + 3 * DAY).toISOString().slice(0, 10);
  let id: number;
  let acceptPath: string;

  beforeAll(async () => {
    let hireItem = { id: 0, slug: '' };
    await eventually(async () => {
      const res = await asAdmin()
        .post('/api/admin/hire/products')
        .send({
          name: 'Quoted Line Array',
          slug: `quoted-line-array-${Date.now()}`,
          description: 'Two hangs of four',
          price: 4000,
          imageUrl: '/images/products/pa-speaker.svg',
          categoryId,
          stock: 2,
          hirePriceDaily: 350,
          hirePriceWeekly: 1200,
        });
      expect(res.status).toBe(201);
      hireItem = { id: res.body.id as number, slug: res.body.slug as string };
    }, 30_000);
    // The hire service learns the item from the catalog's events.
    await eventually(async () => {
      const availability = await request(stack.url)
        .get(`/api/hire/products/${hireItem.slug}/availability`)
        .query({ start: monday, end: thursday });
      expect(availability.status).toBe(200);
    }, 30_000);

    // The customer's request, from their browser (its cookie lets it add the lines), as the shop's form sends it.
    const browser = request.agent(stack.url);
    const created = await browser.post('/api/hire/quotes').send({
      customerName: 'Jo Events',
      customerEmail: 'jo.events@example.co.uk',
      startDate: `${monday}T10:00:00.000Z`,
      endDate: `${thursday}T10:00:00.000Z`,
      deliveryRequired: true,
      deliveryAddress: '12 Orchard Row',
      deliveryCity: 'Lewes',
      deliveryPostalCode: 'BN7 2AB',
    });
    expect(created.status).toBe(201);
    id = created.body.id as number;
    expect(
      (await browser.post(`/api/hire/quotes/${id}/items`).send({ productId: hireItem.id, quantity: 1 })).status,
    ).toBe(201);
    expect((await browser.post(`/api/hire/quotes/${id}/submit`)).status).toBe(200);

    // The desk sends it: the email's link is the page's address with its token.
    const sent = await request(stack.url).post('/graphql').set('authorization', admin).send({
      query: 'mutation Send($id: Int!) { sendHireQuote(id: $id) { acceptPath } }',
      variables: { id },
    });
    expect(sent.body.errors).toBeUndefined();
    acceptPath = sent.body.data.sendHireQuote.acceptPath as string;
    expect(acceptPath).toMatch(new RegExp(`^/hire/quotes/${id}\\?token=`));
  }, 120_000);

  const open = (path = acceptPath) => shop().get(path).set('accept-encoding', 'identity');

  it('is sent private, no-store and rendered for each request, never from the page cache', async () => {
    const first = await open();
    expect(first.status).toBe(200);
    expect(first.text).toContain('Jo Events');
    expect(first.text).toContain('Accept this quote');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();

    const second = await open();
    expect(second.headers['cache-control']).toBe('private, no-store');
    // Rendered by Express, not answered early from the cache.
    expect(second.headers['x-request-id']).toBeDefined();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each([
    ['a basket', `shop_cart=basket-${Date.now()}`],
    ['a session', `${SESSION_COOKIE}=${customer}`],
    ['cookies that are no one’s', 'theme=dark'],
  ])('is sent private, no-store to a visitor with %s', async (_, cookie) => {
    const res = await open().set('cookie', cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('is sent private, no-store however its address is spelled', async () => {
    const token = new URL(acceptPath, 'http://shop.test').search;
    for (const path of [`/hire/quotes/${id}/${token}`, `/HIRE/Quotes/${id}${token}`, `/hire/%71uotes/${id}${token}`]) {
      const res = await open(path);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('says so itself as it renders, where a product page does not', async () => {
    const { renderPage } = (await import(entry)) as { renderPage: RenderPage };
    const render = (url: string) =>
      renderPage({
        url,
        origin: 'http://shop.test',
        signedIn: false,
        hasBasket: false,
        signal: AbortSignal.timeout(30_000),
        execute: async (operation: GraphQLRequest) => (await request(stack.url).post('/graphql').send(operation)).body,
      });
    const quotePage = await render(acceptPath);
    expect('personal' in quotePage && quotePage.personal).toBe(true);
    const productPage = await render(productPath());
    expect('personal' in productPage && productPage.personal).toBe(false);
  });

  it('no longer offers to accept once the quote was accepted', async () => {
    expect((await open()).text).toContain('Accept this quote');
    const token = new URL(acceptPath, 'http://shop.test').searchParams.get('token');
    const accepted = await request(stack.url)
      .post(`/api/hire/quotes/${id}/accept`)
      .query({ token })
      .send({ fullName: 'Jo Events', acceptTerms: true });
    expect(accepted.status).toBe(200);

    const after = await open();
    expect(after.status).toBe(200);
    expect(after.text).not.toContain('Accept this quote');
    expect(after.text).toContain('data-testid="booking-confirmed"');
    expect(after.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the server render', () => {
  /** Renders a page with the shop's server bundle, as the page service does, noting the operations it asks. */
  async function renderAs(signedIn: boolean, cookie?: string) {
    const { renderPage } = (await import(entry)) as { renderPage: RenderPage };
    const asked: string[] = [];
    const page = await renderPage({
      url: productPath(),
      origin: 'http://shop.test',
      signedIn,
      hasBasket: false,
      signal: AbortSignal.timeout(30_000),
      execute: async (operation: GraphQLRequest) => {
        asked.push(operation.operationName ?? '');
        const res = await request(stack.url)
          .post('/graphql')
          .set(cookie ? { cookie } : {})
          .send(operation);
        return res.body;
      },
    });
    return { asked, page };
  }

  it('asks no one who a visitor without a session is: the page holds them as nobody', async () => {
    const { asked, page } = await renderAs(false);
    expect(asked).toContain('Product');
    expect(asked).not.toContain('Me');
    expect('data' in page && page.data).toContain('"me":null');
  });

  it('asks the API who a visitor with a session is', async () => {
    const { asked } = await renderAs(true, `${SESSION_COOKIE}=${customer}`);
    expect(asked).toContain('Me');
  });
});

describe('the page service’s content security policy', () => {
  it("allows the shop page's one inline script, which records early actions, by its hash and nothing else inline", async () => {
    const res = await shop().get('/');
    const html = res.text;
    // Data blocks (type="application/json" and the like) are never executed; every other script without src is.
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('__shopEarlyEvents');
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'])?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });
});
