import request from 'supertest';
import { ukCalendarDay } from '@shop/contracts';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import {
  addWhenKnown,
  address,
  adminToken,
  browser,
  cartSession,
  shopperAddress,
  shopProducts,
  whenKnown,
  type ShopProducts,
} from './support/shop';
import { orderPage, payOrder, sessionOf } from './support/pay-order';

let stack: Stack;
let shop: ShopProducts;
let mixer: { id: number; slug: string };
let cable: { id: number; slug: string };

const customer = () => `Bearer ${mintToken('user')}`;
const asAdmin = () => request.agent(stack.url).set('authorization', adminToken);

/** mixer £100 ×1 + cable £10 ×2: subtotal £120, free shipping, VAT £24, total £144. */
const basket = () => [
  { productId: mixer.id, quantity: 1, price: 100 },
  { productId: cable.id, quantity: 2, price: 10 },
];

const addresses = new Map<string | null, string>();
/** Where the load balancer sees a shopper: an address of their own (a guest's each time). */
const addressOf = (token: string | null) => {
  if (!token) return shopperAddress();
  if (!addresses.has(token)) addresses.set(token, shopperAddress());
  return addresses.get(token)!;
};

const checkout = (token: string | null, body: Record<string, unknown>, key?: string) => {
  const req = request(stack.url).post('/api/orders').set('x-forwarded-for', addressOf(token));
  if (token) req.set('authorization', token);
  if (key) req.set('idempotency-key', key);
  return req.send(body);
};

/** Places an order once the orders service knows the products. */
const placeWhenKnown = (token: string, body: Record<string, unknown>, key?: string) =>
  whenKnown(() => checkout(token, body, key));

const orderOf = (token: string, id: number) => request(stack.url).get(`/api/orders/${id}`).set('authorization', token);

/** Waits for the customer's order to read as `expected` (an answer from the catalog or Stripe's webhook moves it). */
const orderBecomes = (token: string, id: number, expected: Record<string, unknown>) =>
  eventually(async () => expect((await orderOf(token, id)).body).toMatchObject(expected), 30_000);

beforeAll(async () => {
  // Behind one load balancer, as in production: each shopper checks out from an address of their own.
  stack = await startStack(['content', 'catalog', 'cart', 'orders', 'payments'], undefined, {
    TRUSTED_PROXY_HOPS: '1',
  });
  shop = await shopProducts(stack.url);
  mixer = await shop.create({ name: 'DJ Mixer', price: 100, stock: 20 });
  cable = await shop.create({ name: 'Speaker Cable', price: 10, stock: 100 });
});
afterAll(() => stack.stop());

describe('checkout (storefront 3, 5, 7: POST /api/orders)', () => {
  it("places a pending order at the shop's prices, which moves to processing once paid on Stripe's page", async () => {
    const token = customer();
    const res = await placeWhenKnown(token, { ...address, total: 144, items: basket(), customerName: 'Sam Taylor' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      subtotal: 120,
      shippingCost: 0,
      vat: 24,
      total: 144,
      shippingCountry: 'United Kingdom',
      customerName: 'Sam Taylor',
      items: [
        expect.objectContaining({ productId: mixer.id, quantity: 1, price: 100 }),
        expect.objectContaining({ productId: cable.id, quantity: 2, price: 10 }),
      ],
    });
    // Its stock reserved, it waits for its payment: still pending, as the spec shows it.
    await orderBecomes(token, res.body.id, {
      status: 'pending',
      paymentState: 'awaiting-payment',
    });
    const paid = await payOrder(stack.url, stack.stripe!, token, res.body.id);
    expect(paid.paymentId).toMatch(/^pi_/);
    // Stripe's page was opened for the server's own total, linked to the order.
    const session = [...stack.stripe!.sessions.values()].find((s) => s.metadata.subjectId === String(res.body.id))!;
    expect(session).toMatchObject({ amountTotal: 14_400, currency: 'gbp' });
    expect(session.metadata).toMatchObject({ subjectType: 'order', purpose: 'order-total' });

    const items = await request(stack.url).get(`/api/orders/${res.body.id}/items`).set('authorization', token);
    expect(items.status).toBe(200);
    expect(items.body[0]).toMatchObject({
      quantity: 1,
      price: 100,
      product: { name: 'DJ Mixer', slug: mixer.slug, imageUrl: '/images/products/pa-speaker.svg' },
    });
    const mine = await request(stack.url).get('/api/user/orders').set('authorization', token);
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual([res.body.id]);
  });

  it('charges £15 shipping under £100 and refuses a tampered total with 409, writing nothing', async () => {
    const token = customer();
    const items = [{ productId: cable.id, quantity: 1, price: 10 }];
    const tampered = await placeWhenKnown(token, { ...address, total: 1, items });
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toMatch(/£27\.00/);
    expect((await request(stack.url).get('/api/user/orders').set('authorization', token)).body).toEqual([]);
    // £10 + £15 shipping + £2 VAT
    expect((await checkout(token, { ...address, total: 27, items })).status).toBe(201);
  });

  it('returns the first order when a checkout is retried with the same Idempotency-Key', async () => {
    const token = customer();
    const first = await placeWhenKnown(token, { ...address, total: 144, items: basket() }, 'checkout-attempt-1');
    const again = await checkout(token, { ...address, total: 144, items: basket() }, 'checkout-attempt-1');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const mine = await request(stack.url).get('/api/user/orders').set('authorization', token);
    expect(mine.body).toHaveLength(1);
  });

  it('answers 401 to an anonymous checkout', async () => {
    const res = await checkout(null, { ...address, total: 144, items: basket() });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ shippingCountry: 'France' }, /^shippingCountry: We only deliver within the United Kingdom/],
    [{ shippingAddress: 'x' }, /^shippingAddress: Address must be at least 5 characters/],
    [{ shippingPostalCode: 'BN7' }, /^shippingPostalCode: Postal code must be at least 5 characters/],
    [{ paymentMethod: 'cash' }, /^paymentMethod: /],
    [{ items: [] }, /^items: /],
    [{ items: [{ productId: 1, quantity: 0 }] }, /^items\.0\.quantity: /],
    [{ items: [{ productId: 1, quantity: 1.5 }] }, /^items\.0\.quantity: /],
    [{ items: [{ productId: 1, quantity: -1 }] }, /^items\.0\.quantity: /],
    [{ items: [{ productId: 1, quantity: 'abc' }] }, /^items\.0\.quantity: /],
    [{ total: 'lots' }, /^input\.total: |^total: /],
  ])('refuses %p with 400 naming the field', async (change, message) => {
    const res = await checkout(customer(), { ...address, total: 144, items: basket(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it.each([
    ['customerName', 'x'.repeat(202), 'Customer name must be at most 201 characters'],
    ['shippingAddress', 'x'.repeat(301), 'Address must be at most 300 characters'],
    ['notes', 'x'.repeat(2_001), 'Notes must be at most 2000 characters'],
  ])('refuses an order whose %s is too long with 400 naming it, writing nothing', async (field, value, message) => {
    const token = customer();
    const res = await placeWhenKnown(token, { ...address, total: 144, items: basket(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: `${field}: ${message}` });
    expect((await request(stack.url).get('/api/user/orders').set('authorization', token)).body).toEqual([]);
  });

  it('answers 404 for a product the shop does not have and 400 for hire equipment', async () => {
    const token = customer();
    const unknown = await checkout(token, { ...address, total: 27, items: [{ productId: 999_999, quantity: 1 }] });
    expect(unknown.status).toBe(404);
    const hire = await shop.create({ name: 'Hire Moving Head', isHireItem: true, hirePriceDaily: 30 });
    await eventually(async () => {
      const res = await checkout(token, { ...address, total: 27, items: [{ productId: hire.id, quantity: 1 }] });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^items\.0\.productId: /);
    }, 30_000);
  });

  it("empties what was bought from the customer's basket", async () => {
    const token = customer();
    const shopper = browser(stack.url, token);
    const sessionId = await cartSession(shopper);
    await addWhenKnown(shopper, sessionId, cable.id, 2);
    await placeWhenKnown(token, { ...address, total: 27, items: [{ productId: cable.id, quantity: 1 }] });
    await eventually(async () => expect((await shopper.get(`/api/cart/${sessionId}`)).body).toEqual([]), 30_000);
  });
});

describe('who may see an order (GET /api/orders/{id}, /items, /api/user/orders)', () => {
  it("answers 404 for another customer's order, 401 anonymously, and shows it to an admin", async () => {
    const owner = customer();
    const placed = await placeWhenKnown(owner, { ...address, total: 144, items: basket() });
    const other = customer();
    expect((await orderOf(other, placed.body.id)).status).toBe(404);
    expect(
      (await request(stack.url).get(`/api/orders/${placed.body.id}/items`).set('authorization', other)).status,
    ).toBe(404);
    expect((await request(stack.url).get(`/api/orders/${placed.body.id}`)).status).toBe(401);
    expect((await request(stack.url).get('/api/user/orders')).status).toBe(401);
    expect((await orderOf(adminToken, placed.body.id)).body.id).toBe(placed.body.id);
    expect((await orderOf(owner, 999_999)).body).toEqual({ message: 'Order not found' });
  });
});

describe('stock the shop does not have', () => {
  it('cancels the order with the reason, and the stock stays whole', async () => {
    const rare = await shop.create({ name: 'Rare Synth', price: 500, stock: 1 });
    const token = customer();
    const items = [{ productId: rare.id, quantity: 2 }];
    // £1000 + free shipping + £200 VAT
    const res = await placeWhenKnown(token, { ...address, total: 1200, items });
    expect(res.status).toBe(201);
    await eventually(async () => {
      const order = (await orderOf(token, res.body.id)).body;
      expect(order.status).toBe('cancelled');
      expect(order.cancellationReason).toBe('Not enough stock: Rare Synth (2 ordered, 1 available)');
    }, 30_000);
    expect((await request(stack.url).get(`/api/products/${rare.slug}`)).body.stock).toBe(1);
  });
});

describe('admin order management (GET /api/admin/orders, /{id}, PATCH /{id}/status)', () => {
  it('filters by status and searches by order id or customer, paginated on the server', async () => {
    const token = customer();
    const placed = await placeWhenKnown(token, {
      ...address,
      total: 144,
      items: basket(),
      customerName: 'Priya Search-Target',
      customerEmail: 'priya@example.co.uk',
    });
    await payOrder(stack.url, stack.stripe!, token, placed.body.id);

    const byName = await asAdmin().get('/api/admin/orders?search=search-target');
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ id: placed.body.id }] });
    expect((await asAdmin().get(`/api/admin/orders?search=${placed.body.id}`)).body.items[0].id).toBe(placed.body.id);
    expect((await asAdmin().get('/api/admin/orders?search=priya@example')).body.total).toBe(1);
    const processing = await asAdmin().get('/api/admin/orders?status=processing&pageSize=1');
    expect(processing.body.items).toHaveLength(1);
    expect(processing.body.total).toBeGreaterThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await asAdmin().get(`/api/admin/orders?from=${today}&to=${today}&search=search-target`)).body.total).toBe(
      1,
    );
    expect((await asAdmin().get('/api/admin/orders?from=2001-01-01&to=2001-01-31')).body.total).toBe(0);

    expect((await asAdmin().get('/api/admin/orders?status=lost')).status).toBe(400);
    expect((await asAdmin().get('/api/admin/orders?from=yesterday')).status).toBe(400);
    expect((await asAdmin().get('/api/admin/orders?page=0')).status).toBe(400);
    expect((await request(stack.url).get('/api/admin/orders').set('authorization', token)).status).toBe(403);
    expect((await request(stack.url).get('/api/admin/orders')).status).toBe(401);
    expect((await asAdmin().get(`/api/admin/orders/${placed.body.id}`)).body.customerEmail).toBe('priya@example.co.uk');
    expect((await asAdmin().get('/api/admin/orders/999999')).status).toBe(404);
  });

  it('moves an order along the status machine and refuses an illegal change with 409 naming the next states', async () => {
    const token = customer();
    const placed = await placeWhenKnown(token, { ...address, total: 144, items: basket() });
    await payOrder(stack.url, stack.stripe!, token, placed.body.id);
    const status = (to: string, extra: Record<string, unknown> = {}) =>
      asAdmin()
        .patch(`/api/admin/orders/${placed.body.id}/status`)
        .send({ status: to, ...extra });

    const skip = await status('delivered');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(
      `Order ${placed.body.id} is processing, so it cannot become delivered; it can move to: shipped, cancelled, refunded`,
    );
    expect((await status('lost')).status).toBe(400);
    const shipped = await status('shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', nextStatuses: ['delivered', 'refunded'] });
    expect((await status('cancelled')).status).toBe(409);
    // A stale version is refused rather than applied over the change made since.
    expect((await status('delivered', { expectedVersion: placed.body.version })).status).toBe(409);
    expect((await status('delivered', { expectedVersion: shipped.body.version })).status).toBe(200);
    expect((await status('completed')).body.status).toBe('completed');
    expect((await status('refunded')).body).toMatchObject({ status: 'refunded', nextStatuses: [] });
    expect(
      (
        await request(stack.url)
          .patch(`/api/admin/orders/${placed.body.id}/status`)
          .set('authorization', token)
          .send({ status: 'shipped' })
      ).status,
    ).toBe(403);
  });

  it('ships with a carrier and tracking number the customer can follow, and refuses a bad one naming the field', async () => {
    const token = customer();
    const placed = await placeWhenKnown(token, { ...address, total: 144, items: basket() });
    await payOrder(stack.url, stack.stripe!, token, placed.body.id);
    const status = (body: Record<string, unknown>) =>
      asAdmin().patch(`/api/admin/orders/${placed.body.id}/status`).send(body);

    const bad = await status({ status: 'shipped', carrier: 'royal-mail', trackingNumber: 'AB<12>' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'trackingNumber: Tracking number must be 4-40 letters, digits, spaces or dashes',
    });
    expect((await status({ status: 'shipped', carrier: 'pigeon', trackingNumber: 'AB1234' })).body.message).toMatch(
      /^carrier: /,
    );
    expect((await asAdmin().get(`/api/admin/orders/${placed.body.id}`)).body).toMatchObject({
      status: 'processing',
      shipment: null,
      shippedAt: null,
    });

    const shipped = await status({ status: 'shipped', carrier: 'royal-mail', trackingNumber: 'AB 1234 5678 GB' });
    expect(shipped.status).toBe(200);
    const shipment = {
      carrier: 'royal-mail',
      carrierName: 'Royal Mail',
      trackingNumber: 'AB 1234 5678 GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB',
    };
    expect((await orderOf(token, placed.body.id)).body).toMatchObject({ status: 'shipped', shipment });

    const future = await status({ status: 'delivered', deliveredOn: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('deliveredOn: Delivered date cannot be in the future');
    const delivered = await status({ status: 'delivered' });
    expect(delivered.body).toMatchObject({ status: 'delivered', deliveredOn: ukCalendarDay(new Date()), shipment });
  });

  it('gives the stock back when an order is cancelled', async () => {
    const lamp = await shop.create({ name: 'Par Can', price: 50, stock: 5 });
    const token = customer();
    // £100 + free shipping + £20 VAT
    const placed = await placeWhenKnown(token, {
      ...address,
      total: 120,
      items: [{ productId: lamp.id, quantity: 2 }],
    });
    await payOrder(stack.url, stack.stripe!, token, placed.body.id);
    expect((await request(stack.url).get(`/api/products/${lamp.slug}`)).body.stock).toBe(3);
    const cancelled = await asAdmin().patch(`/api/admin/orders/${placed.body.id}/status`).send({ status: 'cancelled' });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by the shop',
      paymentState: 'refund-pending',
    });
    await eventually(
      async () => expect((await request(stack.url).get(`/api/products/${lamp.slug}`)).body.stock).toBe(5),
      30_000,
    );
    // The payment is refunded in full through payments, and the order shows it once Stripe's webhook confirms it.
    await orderBecomes(token, placed.body.id, { paymentState: 'refunded', refunded: 120 });
    const refunds = stack.stripe!.sent.filter((e) => e.event.type === 'charge.refunded');
    expect(refunds.filter((e) => e.event.data.object.amount_refunded === 12_000)).toHaveLength(1);
  });
});

describe("paying an order on Stripe's page (POST /api/orders/{id}/pay)", () => {
  /** £50 + £15 shipping + £10 VAT. */
  const small = async (stock = 5) => {
    const item = await shop.create({ name: `Gobo ${Math.random()}`, price: 50, stock });
    return { item, body: { ...address, total: 75, items: [{ productId: item.id, quantity: 1 }] } };
  };

  it('says why a declined card failed, and a second page takes the payment', async () => {
    const token = customer();
    const { body } = await small();
    const placed = await placeWhenKnown(token, body);
    const first = await orderPage(stack.url, token, placed.body.id);
    // Asked again while it is open, the same page.
    expect(await orderPage(stack.url, token, placed.body.id)).toBe(first);
    await stack.stripe!.decline(sessionOf(first));
    await orderBecomes(token, placed.body.id, {
      status: 'pending',
      paymentState: 'declined',
      paymentFailure: 'Your card was declined.',
    });

    const again = await orderPage(stack.url, token, placed.body.id);
    expect(again).not.toBe(first);
    await stack.stripe!.pay(sessionOf(again));
    await orderBecomes(token, placed.body.id, { status: 'processing', paymentState: 'paid' });
    const paidAgain = await request(stack.url).post(`/api/orders/${placed.body.id}/pay`).set('authorization', token);
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.message).toBe('This order is already paid');
    // Only its owner pays it.
    const other = await request(stack.url).post(`/api/orders/${placed.body.id}/pay`).set('authorization', customer());
    expect(other.status).toBe(404);
  });

  it('cancels the order and releases its stock when the payment page closes unpaid', async () => {
    const token = customer();
    const { item, body } = await small(3);
    const placed = await placeWhenKnown(token, body);
    const page = await orderPage(stack.url, token, placed.body.id);
    expect((await request(stack.url).get(`/api/products/${item.slug}`)).body.stock).toBe(2);
    await stack.stripe!.abandon(sessionOf(page));
    await orderBecomes(token, placed.body.id, {
      status: 'cancelled',
      paymentState: 'unpaid',
      cancellationReason: 'Cancelled because the payment page closed before the order was paid',
    });
    await eventually(
      async () => expect((await request(stack.url).get(`/api/products/${item.slug}`)).body.stock).toBe(3),
      30_000,
    );
    expect(
      (await request(stack.url).post(`/api/orders/${placed.body.id}/pay`).set('authorization', token)).status,
    ).toBe(409);
  });
});
