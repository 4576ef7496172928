import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { StartedService } from '@shop/kit';
import { TEST_KAFKA_NAMESPACE, freePort } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { createStorefront } from '../src/app';
import { readStorefrontConfig } from '../src/config';

// The pages are rendered by the shop's server bundle, as in production: build it first (bash scripts/build-apps.sh).
const entry = join(__dirname, '../../web/dist-server/entry-server.cjs');
const PAGES_SECRET = 'pages-secret-shared-with-the-gateway';
// The page holds its Apollo data only when every query it made was answered.
const WHOLE_PAGE = 'id="__APOLLO_STATE__"';

let stack: Stack;
let pages: StartedService;

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run bash scripts/build-apps.sh first`);
  const pagesPort = await freePort();
  stack = await startStack(['content', 'accounts', 'catalog', 'cart', 'hire'], undefined, {
    PAGES_URL: `http://127.0.0.1:${pagesPort}`,
    PAGES_SECRET,
    // A few pages' queries a minute for each client.
    GRAPHQL_COST_PER_MINUTE: '5000',
    // The test also plays the ingress in front of the gateway, to spend a visitor's budget directly.
    TRUSTED_PROXY_HOPS: '1',
  });
  pages = await createStorefront(
    readStorefrontConfig({
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(pagesPort),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      GATEWAY_URL: stack.url,
      PAGES_SECRET,
      SSR_TIMEOUT_MS: '30000',
      // Every page is rendered afresh, so each one spends its visitor's budget.
      PAGE_CACHE_TTL_MS: '0',
      // The test plays the ingress that names each visitor.
      TRUSTED_PROXY_HOPS: '1',
      KAFKA_NAMESPACE: TEST_KAFKA_NAMESPACE,
    }),
  ).start();
}, 120_000);

afterAll(async () => {
  await pages?.stop();
  await stack?.stop();
});

const render = (visitor: string) => request(pages.url).get('/sales').set('x-forwarded-for', visitor);

describe("a visitor's server-rendered pages spend that visitor's API budget", () => {
  it('renders a second visitor whole after the first has spent theirs', async () => {
    const first = await render('203.0.113.20');
    expect(first.status).toBe(200);
    expect(first.text).toContain(WHOLE_PAGE);
    // The first visitor spends their minute on the API (twenty fields an answer, however empty the catalogue), and
    // then their page's queries are refused too.
    const twentyFields = `{ ${Array.from({ length: 20 }, (_, i) => `f${i}: __typename`).join(' ')} }`;
    let status = 200;
    for (let i = 0; i < 400 && status !== 429; i++) {
      const spend = await request(stack.url)
        .post('/graphql')
        .set('x-forwarded-for', '203.0.113.20')
        .send({ query: twentyFields });
      status = spend.status;
    }
    expect(status).toBe(429);
    expect((await render('203.0.113.20')).text).not.toContain(WHOLE_PAGE);

    const second = await render('203.0.113.21');
    expect(second.status).toBe(200);
    expect(second.text).toContain(WHOLE_PAGE);
  });
});
