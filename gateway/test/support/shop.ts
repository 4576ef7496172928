import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';

/**
 * A shop set up for basket and order tests: a category and products created through the admin
 * API, then waited for until the cart and orders services have them from the catalog's events.
 */
export interface ShopProducts {
  categoryId: number;
  create: (fields: Record<string, unknown>) => Promise<{ id: number; slug: string }>;
  /** A hire product, once the hire service has it from the catalog's events (its availability answers). */
  createHireItem: (fields: Record<string, unknown>) => Promise<{ id: number; slug: string }>;
}

let serial = 0;

export const adminToken = `Bearer ${mintToken('admin')}`;

export async function shopProducts(url: string): Promise<ShopProducts> {
  const asAdmin = () => request.agent(url).set('authorization', adminToken);
  const slug = `basket-gear-${Date.now()}`;
  const categoryId = (await asAdmin().post('/api/categories').send({ name: 'Basket Gear', slug })).body.id as number;
  const create = async (fields: Record<string, unknown>) => {
    serial += 1;
    const body: Record<string, unknown> = {
      name: `Test Product ${serial}`,
      slug: `test-product-${serial}-${Date.now()}`,
      description: 'For basket tests',
      price: 10,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId,
      stock: 10,
      ...fields,
    };
    const path = body.isHireItem ? '/api/admin/hire/products' : '/api/admin/products';
    let res: request.Response | undefined;
    // The catalog learns the category from content's events.
    await eventually(async () => {
      res = await asAdmin().post(path).send(body);
      expect(res.status).toBe(201);
    }, 30_000);
    return { id: res!.body.id as number, slug: res!.body.slug as string };
  };
  const createHireItem = async (fields: Record<string, unknown>) => {
    const item = await create({ isHireItem: true, ...fields });
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    await whenKnown(() =>
      request(url)
        .get(`/api/hire/products/${item.slug}/availability`)
        .query({ start: day(1), end: day(2) }),
    );
    return item;
  };
  return { categoryId, create, createHireItem };
}

let shoppers = 0;
/**
 * An address of its own for each shopper, as the load balancer in front of the gateway names them (a stack started
 * with TRUSTED_PROXY_HOPS 1 believes it), so the per-address limits count shoppers apart as they do in production.
 */
export function shopperAddress(): string {
  const n = ++shoppers;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A browser: keeps its cookies, optionally signed in as `token`. */
export function browser(url: string, token?: string) {
  const agent = request.agent(url);
  return token ? agent.set('authorization', token) : agent;
}

export async function cartSession(agent: ReturnType<typeof browser>): Promise<string> {
  const res = await agent.get('/api/cart/session');
  expect(res.status).toBe(200);
  return res.body.sessionId as string;
}

/** A delivery address that passes the checkout's rules, with the fields the shop's checkout form adds. */
export const address = { ...deliveryAddress, paymentId: 'demo-no-payment-taken', notes: null };

/**
 * Sends a request about a product until the answer is not 404: the cart and orders services
 * learn new products from the catalog's events, a moment after the catalog has them.
 */
export async function whenKnown(send: () => Promise<request.Response>): Promise<request.Response> {
  let res: request.Response | undefined;
  await eventually(async () => {
    res = await send();
    expect(res.status).not.toBe(404);
  }, 30_000);
  return res!;
}

/** Adds a product to a basket once the cart service has heard of it. */
export const addWhenKnown = (agent: ReturnType<typeof browser>, sessionId: string, productId: number, quantity = 1) =>
  whenKnown(() => agent.post('/api/cart').send({ sessionId, productId, quantity }));
