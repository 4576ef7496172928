import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from './support/stack';
import { address, shopProducts, type ShopProducts } from './support/shop';

/** The stock saga end to end on the real engines: orders, catalog and Kafka between them. */
let stack: Stack;
let shop: ShopProducts;

beforeAll(async () => {
  // Fifty shoppers check out here from one test address; per-address limits are tested in rate-limits.test.ts.
  stack = await startStack(['content', 'catalog', 'orders'], undefined, { RATE_LIMITS: 'checkout=1000/60' });
  shop = await shopProducts(stack.url);
});
afterAll(() => stack.stop());

const buyer = () => `Bearer ${mintToken('user')}`;
const order = (token: string, id: number) => request(stack.url).get(`/api/orders/${id}`).set('authorization', token);

/** A product priced £100 (one costs £120 with VAT, shipping free), known to the orders service. */
async function product(stock: number) {
  const created = await shop.create({ name: `Last Units ${stock}`, price: 100, stock });
  const probe = buyer();
  // A tampered total is refused (409) only once the orders service can price the product.
  await eventually(async () => {
    const res = await request(stack.url)
      .post('/api/orders')
      .set('authorization', probe)
      .send({ ...address, total: 0.01, items: [{ productId: created.id, quantity: 1 }] });
    expect(res.status).toBe(409);
  }, 30_000);
  return created;
}

async function settled(buyers: Array<{ token: string; id: number }>) {
  const statuses: string[] = [];
  await eventually(async () => {
    statuses.length = 0;
    for (const { token, id } of buyers) statuses.push((await order(token, id)).body.status);
    expect(statuses.filter((s) => s === 'pending')).toEqual([]);
  }, 60_000);
  return statuses;
}

it('gives the last unit to one of two buyers: one order processing, the other cancelled', async () => {
  const last = await product(1);
  const buyers = [buyer(), buyer()];
  const placed = await Promise.all(
    buyers.map((token) =>
      request(stack.url)
        .post('/api/orders')
        .set('authorization', token)
        .send({ ...address, total: 120, items: [{ productId: last.id, quantity: 1 }] }),
    ),
  );
  expect(placed.map((r) => r.status)).toEqual([201, 201]);
  const statuses = await settled(placed.map((r, i) => ({ token: buyers[i], id: r.body.id })));
  expect(statuses.sort()).toEqual(['cancelled', 'processing']);
  expect((await request(stack.url).get(`/api/products/${last.slug}`)).body.stock).toBe(0);
});

it('never oversells: 50 concurrent checkouts against a stock of 10 reserve exactly 10 units', async () => {
  const ten = await product(10);
  const buyers = Array.from({ length: 50 }, buyer);
  const placed = await Promise.all(
    buyers.map((token) =>
      request(stack.url)
        .post('/api/orders')
        .set('authorization', token)
        .send({ ...address, total: 120, items: [{ productId: ten.id, quantity: 1 }] }),
    ),
  );
  expect(placed.every((r) => r.status === 201)).toBe(true);
  const statuses = await settled(placed.map((r, i) => ({ token: buyers[i], id: r.body.id })));
  expect(statuses.filter((s) => s === 'processing')).toHaveLength(10);
  expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(40);
  expect((await request(stack.url).get(`/api/products/${ten.slug}`)).body.stock).toBe(0);
});
