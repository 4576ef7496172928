import request from 'supertest';
import { readGatewayConfig } from '../src/config';
import { startStack, type Stack } from '@shop/stack';
import { shopProducts } from './support/shop';

/**
 * A script sending the costliest query the limits allow, again and again, at the production defaults: its address's
 * budget refuses it within a few answers (bench:limits prints how long those answers take the server).
 */
const defaults = readGatewayConfig({});
const PRODUCTS = 40;
/** Sixteen listings of up to 200 products with their related: cost 99,216, inside the 100,000 limit. */
const costliest = (n: number) =>
  `{ ${Array.from({ length: 16 }, (_, i) => `l${n}_${i}: products(limit: 200) { id name slug price sku description related { id name slug price sku description } }`).join(' ')} }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(['content', 'catalog']);
  const shop = await shopProducts(stack.url);
  for (let i = 0; i < PRODUCTS; i++) await shop.create({ name: `Loop Speaker ${i}` });
}, 120_000);
afterAll(() => stack?.stop());

it('refuses a loop of the costliest allowed query within a few answers (429 with Retry-After)', async () => {
  const statuses: number[] = [];
  let answered = 0;
  for (let n = 0; n < 20 && !statuses.includes(429); n++) {
    const res = await request(stack.url)
      .post('/graphql')
      .send({ query: costliest(n) });
    statuses.push(res.status);
    if (res.status === 200) {
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data[`l${n}_0`]).toHaveLength(PRODUCTS);
      answered++;
    } else {
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  }
  expect(statuses.at(-1)).toBe(429);
  // Each answer holds about a fifth of its cost; the whole cost must be free to begin another.
  expect(answered).toBeLessThanOrEqual(Math.ceil(defaults.GRAPHQL_COST_PER_MINUTE / 99_216) + 3);
});
