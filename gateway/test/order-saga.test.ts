import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { payOrder } from './support/pay-order';
import { address, adminToken, shopperAddress, shopProducts, type ShopProducts } from './support/shop';

/**
 * The stock saga end to end on the real engines: orders, catalog and Kafka between them, and payments with the
 * Stripe stand-in for the orders whose stock was reserved.
 */
let stack: Stack;
let shop: ShopProducts;

beforeAll(async () => {
  // Behind one load balancer, as in production: each shopper checks out from an address of their own.
  stack = await startStack(['content', 'catalog', 'orders', 'payments'], undefined, { TRUSTED_PROXY_HOPS: '1' });
  shop = await shopProducts(stack.url);
});
afterAll(() => stack.stop());

const addresses = new Map<string, string>();
/** A signed-in shopper, at an address of their own. */
const buyer = () => {
  const token = `Bearer ${mintToken('user')}`;
  addresses.set(token, shopperAddress());
  return token;
};
/** The headers a shopper's requests carry: who they are and where the load balancer saw them. */
const as = (token: string) => ({ authorization: token, 'x-forwarded-for': addresses.get(token)! });
/** The order placed once its total is the shop's (201). */
async function whenPriced(send: () => request.Test): Promise<request.Response> {
  let placed: request.Response | undefined;
  await eventually(async () => {
    placed = await send();
    expect(placed.status).toBe(201);
  }, 30_000);
  return placed!;
}

const order = (token: string, id: number) => request(stack.url).get(`/api/orders/${id}`).set(as(token));

/** A product priced £100 (one costs £120 with VAT, shipping free), known to the orders service. */
async function product(stock: number) {
  const created = await shop.create({ name: `Last Units ${stock}`, price: 100, stock });
  // A tampered total is refused (409) only once the orders service can price the product; each try is a new shopper.
  await eventually(async () => {
    const res = await request(stack.url)
      .post('/api/orders')
      .set(as(buyer()))
      .send({ ...address, total: 0.01, items: [{ productId: created.id, quantity: 1 }] });
    expect(res.status).toBe(409);
  }, 30_000);
  return created;
}

/**
 * Each order's outcome once the catalog has answered: those it reserved are paid on the Stripe stand-in's page and
 * so move to processing; the rest are cancelled.
 */
async function settled(buyers: Array<{ token: string; id: number }>) {
  const answered = await eventually(async () => {
    const orders = await Promise.all(buyers.map(async ({ token, id }) => (await order(token, id)).body));
    expect(orders.filter((o) => o.paymentState === 'awaiting-stock')).toEqual([]);
    return orders as Array<{ id: number; status: string }>;
  }, 60_000);
  return Promise.all(
    answered.map(async (o, i) =>
      o.status === 'pending' ? (await payOrder(stack.url, stack.stripe!, buyers[i].token, o.id)).status : o.status,
    ),
  );
}

it('gives the last unit to one of two buyers: one order processing, the other cancelled', async () => {
  const last = await product(1);
  const buyers = [buyer(), buyer()];
  const placed = await Promise.all(
    buyers.map((token) =>
      request(stack.url)
        .post('/api/orders')
        .set(as(token))
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
        .set(as(token))
        .send({ ...address, total: 120, items: [{ productId: ten.id, quantity: 1 }] }),
    ),
  );
  expect(placed.every((r) => r.status === 201)).toBe(true);
  const statuses = await settled(placed.map((r, i) => ({ token: buyers[i], id: r.body.id })));
  expect(statuses.filter((s) => s === 'processing')).toHaveLength(10);
  expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(40);
  expect((await request(stack.url).get(`/api/products/${ten.slug}`)).body.stock).toBe(0);
});

describe('stock kept as on hand, committed and available', () => {
  const asAdmin = (req: request.Test) => req.set('authorization', adminToken);
  const adminRow = async (id: number) =>
    ((await asAdmin(request(stack.url).get('/api/admin/products'))).body as Array<Record<string, unknown>>).find(
      (p) => p.id === id,
    )!;

  /** Places an order of `quantity` units at `price` (VAT on top, shipping free) and waits for its outcome. */
  async function buy(productId: number, quantity: number, price = 100) {
    const token = buyer();
    // A price just changed reaches the orders service by event; until then the total is refused with 409.
    const placed = await whenPriced(() =>
      request(stack.url)
        .post('/api/orders')
        .set(as(token))
        .send({ ...address, total: price * quantity * 1.2, items: [{ productId, quantity }] }),
    );
    const [status] = await settled([{ token, id: placed.body.id }]);
    return { id: placed.body.id as number, status };
  }

  it('keeps a sale when an admin saves, by REST and with no version, a form loaded before it (storefront 4)', async () => {
    const item = await product(3);
    const loaded = (await request(stack.url).get(`/api/products/${item.slug}`)).body;
    expect(loaded.stock).toBe(3);
    expect((await buy(item.id, 2)).status).toBe('processing');

    // The whole body as the admin loaded it, only the price changed.
    const saved = await asAdmin(request(stack.url).put(`/api/admin/products/${item.id}`)).send({
      ...loaded,
      price: 110,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ price: 110, stock: 3, committed: 2, available: 1 });
    expect((await request(stack.url).get(`/api/products/${item.slug}`)).body.stock).toBe(1);
    // So the third and fourth units cannot be sold again.
    expect((await buy(item.id, 2, 110)).status).toBe('cancelled');
  });

  it('answers the admin list with on hand as stock, so a row saved back unchanged moves no stock', async () => {
    const item = await product(5);
    const sold = await buy(item.id, 2);
    expect(sold.status).toBe('processing');
    const row = await adminRow(item.id);
    expect(row).toMatchObject({ stock: 5, committed: 2, available: 3 });
    await asAdmin(request(stack.url).put(`/api/admin/products/${item.id}`))
      .send(row)
      .expect(200);
    expect(await adminRow(item.id)).toMatchObject({ stock: 5, committed: 2, available: 3 });

    // Shipping takes the units off on hand and committed together.
    await asAdmin(request(stack.url).patch(`/api/admin/orders/${sold.id}/status`))
      .send({ status: 'shipped' })
      .expect(200);
    await eventually(
      async () => expect(await adminRow(item.id)).toMatchObject({ stock: 3, committed: 0, available: 3 }),
      30_000,
    );

    // A cancelled order releases what it committed; on hand is untouched.
    const cancelled = await buy(item.id, 1);
    expect(await adminRow(item.id)).toMatchObject({ stock: 3, committed: 1, available: 2 });
    await asAdmin(request(stack.url).patch(`/api/admin/orders/${cancelled.id}/status`))
      .send({ status: 'cancelled' })
      .expect(200);
    await eventually(
      async () => expect(await adminRow(item.id)).toMatchObject({ stock: 3, committed: 0, available: 3 }),
      30_000,
    );
    expect((await request(stack.url).get(`/api/products/${item.slug}`)).body.stock).toBe(3);
  });
});
