import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { eventually } from '@shop/kit/testing';
import { hireProducts, saleProducts } from '@shop/test-support/catalog-data';
import { localSmtpSettings } from '@shop/test-support/email-settings';
import { startMailchimpStandIn, type MailchimpStandIn } from '@shop/test-support/mailchimp';
import { seed } from '@shop/test-support/seed';
import { startSmtp, type LocalSmtp } from '@shop/test-support/smtp';
import { startStack, type Stack } from '@shop/stack';
import { address } from './support/shop';

/**
 * An integration working through every documented /api path in turn, ten requests a second, as the admin, a
 * customer and a guest from one address, at the production limits: each answers as documented, none 429.
 */
const PER_SECOND = 10;
const ADMIN = { username: 'admin', password: 'admin123' };

let stack: Stack;
let smtp: LocalSmtp;
let mailchimp: MailchimpStandIn;
beforeAll(async () => {
  [smtp, mailchimp] = await Promise.all([startSmtp(), startMailchimpStandIn()]);
  stack = await startStack(['content', 'accounts', 'catalog', 'cart', 'orders', 'hire', 'notify'], undefined, {
    MAILCHIMP_BASE_URL: mailchimp.baseUrl,
  });
  await seed(stack.url, ADMIN, () => undefined);
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  await Promise.all([smtp?.stop(), mailchimp?.stop()]);
});

type Agent = ReturnType<typeof request.agent>;
interface Step {
  /** The documented path, as the spec writes it. */
  documented: string;
  send: () => request.Test;
  /** The status it answers when all is well. */
  status: number;
  /** Sent again while it answers 400 or 404: it names something another service learns from events. */
  afterEvents?: boolean;
  /** Keeps what later steps need from the answer. */
  then?: (body: never) => void;
}

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

it(`answers every documented /api path at ${PER_SECOND} requests a second without a 429`, async () => {
  const admin = request.agent(stack.url);
  const customer = request.agent(stack.url);
  const guest = request.agent(stack.url);
  const username = `walker${Date.now().toString(36)}`;
  const sale = saleProducts[0];
  const hire = hireProducts[0];
  const state: Record<string, number | string> = {};
  const keep = (name: string) => (body: { id: number }) => (state[name] = body.id);
  const id = (name: string) => state[name];
  const as = (agent: Agent, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: () => string) => () =>
    agent[method](path());

  const steps: Step[] = [
    { documented: 'POST /api/login', send: () => admin.post('/api/login').send(ADMIN), status: 200 },
    { documented: 'GET /api/user', send: as(admin, 'get', () => '/api/user'), status: 200 },
    { documented: 'GET /api/admin/categories', send: as(admin, 'get', () => '/api/admin/categories'), status: 200 },
    {
      documented: 'POST /api/categories',
      send: () => admin.post('/api/categories').send({ name: 'Walk Cables', slug: `walk-cables-${username}` }),
      status: 201,
      then: keep('category'),
    },
    {
      documented: 'PATCH /api/categories/{id}',
      send: () => admin.patch(`/api/categories/${id('category')}`).send({ description: 'Cables walked through' }),
      status: 200,
    },
    { documented: 'GET /api/categories', send: as(guest, 'get', () => '/api/categories'), status: 200 },
    {
      documented: 'GET /api/categories/slug/{slug}',
      send: as(guest, 'get', () => `/api/categories/slug/walk-cables-${username}`),
      status: 200,
    },
    { documented: 'GET /api/admin/products', send: as(admin, 'get', () => '/api/admin/products'), status: 200 },
    {
      documented: 'GET /api/admin/products/template',
      send: as(admin, 'get', () => '/api/admin/products/template'),
      status: 200,
    },
    {
      documented: 'POST /api/admin/products',
      send: () =>
        admin.post('/api/admin/products').send({
          name: `Walk Cable ${username}`,
          slug: `walk-cable-${username}`,
          description: 'A cable for the walk',
          price: 12.5,
          imageUrl: '/images/products/pa-speaker.svg',
          categoryId: id('category'),
          stock: 30,
        }),
      afterEvents: true,
      status: 201,
      then: keep('product'),
    },
    {
      documented: 'PUT /api/admin/products/{id}',
      send: () => admin.put(`/api/admin/products/${id('product')}`).send({ price: 13, stock: 40 }),
      status: 200,
    },
    {
      documented: 'POST /api/admin/products/import',
      send: () =>
        admin
          .post('/api/admin/products/import')
          .attach('file', Buffer.from('name,price\n'), { filename: 'products.csv', contentType: 'text/csv' }),
      status: 200,
    },
    {
      documented: 'GET /api/admin/hire/products',
      send: as(admin, 'get', () => '/api/admin/hire/products'),
      status: 200,
    },
    {
      documented: 'GET /api/admin/hire/products/template',
      send: as(admin, 'get', () => '/api/admin/hire/products/template'),
      status: 200,
    },
    {
      documented: 'POST /api/admin/hire/products',
      send: () =>
        admin.post('/api/admin/hire/products').send({
          name: `Walk Hire Desk ${username}`,
          slug: `walk-hire-desk-${username}`,
          description: 'A desk for the walk',
          price: 0,
          imageUrl: '/images/products/pa-speaker.svg',
          categoryId: id('category'),
          stock: 4,
          isHireItem: true,
          hirePriceDaily: 40,
        }),
      afterEvents: true,
      status: 201,
      then: keep('hireProduct'),
    },
    {
      documented: 'PUT /api/admin/hire/products/{id}',
      send: () => admin.put(`/api/admin/hire/products/${id('hireProduct')}`).send({ hirePriceDaily: 45 }),
      status: 200,
    },
    {
      documented: 'POST /api/admin/hire/products/import',
      send: () =>
        admin
          .post('/api/admin/hire/products/import')
          .attach('file', Buffer.from('name,hirePriceDaily\n'), { filename: 'hire.csv', contentType: 'text/csv' }),
      status: 200,
    },
    { documented: 'GET /api/news', send: as(admin, 'get', () => '/api/news'), status: 200 },
    {
      documented: 'GET /api/news/active?limit=3',
      send: as(guest, 'get', () => '/api/news/active?limit=3'),
      status: 200,
    },
    {
      documented: 'POST /api/news',
      send: () => admin.post('/api/news').send({ title: `Walk news ${username}`, content: 'Walked', isActive: true }),
      status: 201,
      then: keep('news'),
    },
    {
      documented: 'PUT /api/news/{id}',
      send: () => admin.put(`/api/news/${id('news')}`).send({ title: `Walk news ${username}`, content: 'Walked on' }),
      status: 200,
    },
    {
      documented: 'GET /api/admin/email-settings',
      send: as(admin, 'get', () => '/api/admin/email-settings'),
      status: 200,
    },
    {
      documented: 'POST /api/admin/email-settings',
      send: () => admin.post('/api/admin/email-settings').send(localSmtpSettings(smtp.port)),
      status: 200,
    },
    {
      documented: 'POST /api/admin/test-email',
      send: () => admin.post('/api/admin/test-email').send({}),
      status: 200,
    },
    {
      documented: 'POST /api/mailchimp/settings/',
      send: () => admin.post('/api/mailchimp/settings/').send({ apiKey: mailchimp.apiKey, defaultListId: 'list-main' }),
      status: 200,
    },
    {
      documented: 'GET /api/mailchimp/settings/',
      send: as(admin, 'get', () => '/api/mailchimp/settings/'),
      status: 200,
    },
    { documented: 'GET /api/mailchimp/ping', send: as(admin, 'get', () => '/api/mailchimp/ping'), status: 200 },
    { documented: 'GET /api/mailchimp/lists', send: as(admin, 'get', () => '/api/mailchimp/lists'), status: 200 },
    {
      documented: 'GET /api/mailchimp/tags/{listId}',
      send: as(admin, 'get', () => '/api/mailchimp/tags/list-main'),
      status: 200,
    },
    {
      documented: 'POST /api/mailchimp/segments',
      send: () => admin.post('/api/mailchimp/segments').send({ listId: 'list-main', name: `Walkers ${username}` }),
      status: 200,
    },
    {
      documented: 'POST /api/mailchimp/subscribe',
      send: () => guest.post('/api/mailchimp/subscribe').send({ email: `${username}@example.co.uk` }),
      status: 200,
    },
    {
      documented: 'POST /api/{provider}/subscribe',
      send: () => guest.post('/api/mailchimp/subscribe').send({ email: `${username}.2@example.co.uk` }),
      status: 200,
    },
    {
      documented: 'POST /api/contact',
      send: () =>
        guest.post('/api/contact').send({
          name: 'Walk Tester',
          email: `${username}@example.co.uk`,
          subject: 'A walk through',
          message: 'Checking every path answers.',
        }),
      status: 200,
    },
    {
      documented: 'GET /api/products?categoryId&limit=4',
      send: as(guest, 'get', () => `/api/products?categoryId=${id('category')}&limit=4`),
      status: 200,
    },
    { documented: 'GET /api/products/{slug}', send: as(guest, 'get', () => `/api/products/${sale.slug}`), status: 200 },
    {
      documented: 'GET /api/products/{id}',
      send: as(guest, 'get', () => `/api/products/${id('product')}`),
      status: 200,
    },
    { documented: 'GET /api/hire/products', send: as(guest, 'get', () => '/api/hire/products'), status: 200 },
    {
      documented: 'GET /api/hire/products/{slug}',
      send: as(guest, 'get', () => `/api/hire/products/${hire.slug}`),
      status: 200,
    },
    {
      documented: 'POST /api/register',
      send: () =>
        customer
          .post('/api/register')
          .send({ username, email: `${username}@example.co.uk`, fullName: 'Walk Tester', password: 'walker-password' }),
      status: 201,
    },
    { documented: 'GET /api/wishlist', send: as(customer, 'get', () => '/api/wishlist'), status: 200 },
    {
      documented: 'POST /api/wishlist',
      send: () => customer.post('/api/wishlist').send({ productId: id('product') }),
      afterEvents: true,
      status: 200,
    },
    {
      documented: 'GET /api/wishlist/check/{productId}',
      send: as(customer, 'get', () => `/api/wishlist/check/${id('product')}`),
      status: 200,
    },
    {
      documented: 'DELETE /api/wishlist/{productId}',
      send: as(customer, 'delete', () => `/api/wishlist/${id('product')}`),
      status: 200,
    },
    {
      documented: 'GET /api/cart/session',
      send: as(customer, 'get', () => '/api/cart/session'),
      status: 200,
      then: (body: { sessionId: string }) => (state.cart = body.sessionId),
    },
    {
      documented: 'POST /api/cart',
      send: () => customer.post('/api/cart').send({ sessionId: id('cart'), productId: id('product'), quantity: 2 }),
      afterEvents: true,
      status: 200,
      then: keep('cartItem'),
    },
    {
      documented: 'GET /api/cart/{sessionId}',
      send: as(customer, 'get', () => `/api/cart/${id('cart')}`),
      status: 200,
    },
    {
      documented: 'PATCH /api/cart/{itemId}',
      send: () => customer.patch(`/api/cart/${id('cartItem')}`).send({ quantity: 1 }),
      status: 200,
    },
    {
      documented: 'DELETE /api/cart/{itemId}',
      send: as(customer, 'delete', () => `/api/cart/${id('cartItem')}`),
      status: 200,
    },
    {
      documented: 'POST /api/orders',
      send: () =>
        customer
          .post('/api/orders')
          .send({ ...address, total: 30.6, items: [{ productId: id('product'), quantity: 1, price: 13 }] }),
      afterEvents: true,
      status: 201,
      then: keep('order'),
    },
    { documented: 'GET /api/orders/{id}', send: as(customer, 'get', () => `/api/orders/${id('order')}`), status: 200 },
    {
      documented: 'GET /api/orders/{id}/items',
      send: as(customer, 'get', () => `/api/orders/${id('order')}/items`),
      status: 200,
    },
    { documented: 'GET /api/user/orders', send: as(customer, 'get', () => '/api/user/orders'), status: 200 },
    {
      documented: 'DELETE /api/cart/session/{sessionId}',
      send: as(customer, 'delete', () => `/api/cart/session/${id('cart')}`),
      status: 200,
    },
    {
      documented: 'POST /api/hire/quotes',
      send: () =>
        guest.post('/api/hire/quotes').send({
          customerName: 'Walk Tester',
          customerEmail: `${username}@example.co.uk`,
          startDate: daysFromNow(20),
          endDate: daysFromNow(23),
        }),
      status: 201,
      then: keep('quote'),
    },
    {
      documented: 'POST /api/hire/quotes/{id}/items',
      send: () =>
        guest.post(`/api/hire/quotes/${id('quote')}/items`).send({ productId: id('hireProduct'), quantity: 1 }),
      afterEvents: true,
      status: 201,
    },
    {
      documented: 'GET /api/hire/quotes/{id}/items',
      send: as(guest, 'get', () => `/api/hire/quotes/${id('quote')}/items`),
      status: 200,
    },
    { documented: 'GET /api/hire/quotes/admin', send: as(admin, 'get', () => '/api/hire/quotes/admin'), status: 200 },
    {
      documented: 'PATCH /api/hire/quotes/{id}/status',
      send: () => admin.patch(`/api/hire/quotes/${id('quote')}/status`).send({ status: 'rejected' }),
      status: 200,
    },
    {
      documented: 'DELETE /api/news/{id}',
      send: as(admin, 'delete', () => `/api/news/${id('news')}`),
      status: 200,
    },
    {
      documented: 'DELETE /api/admin/hire/products/{id}',
      send: as(admin, 'delete', () => `/api/admin/hire/products/${id('hireProduct')}`),
      status: 200,
    },
    {
      documented: 'DELETE /api/admin/products/{id}',
      send: as(admin, 'delete', () => `/api/admin/products/${id('product')}`),
      status: 200,
    },
    {
      documented: 'DELETE /api/categories/{id}',
      send: as(admin, 'delete', () => `/api/categories/${id('category')}`),
      status: 200,
    },
    { documented: 'POST /api/logout', send: () => customer.post('/api/logout'), status: 200 },
  ];

  const answered: string[] = [];
  const refused: string[] = [];
  const began = Date.now();
  for (const [i, step] of steps.entries()) {
    // Ten a second, as an integration paced at that rate sends them.
    await sleep(Math.max(0, began + (i * 1000) / PER_SECOND - Date.now()));
    // The catalog, cart, orders and hire services learn new categories and products from events, a moment later.
    const res = await eventually(
      async () => {
        const res = await step.send();
        if (res.status === 429) refused.push(`${step.documented}: ${JSON.stringify(res.body)}`);
        if (step.afterEvents && (res.status === 400 || res.status === 404)) {
          throw new Error(`${step.documented} answered ${res.status}: ${JSON.stringify(res.body)}`);
        }
        return res;
      },
      30_000,
      250,
    );
    answered.push(
      `${step.documented} ${res.status}${res.status === step.status ? '' : ` ${JSON.stringify(res.body)}`}`,
    );
    step.then?.(res.body as never);
  }
  expect(refused).toEqual([]);
  expect(answered).toEqual(steps.map((step) => `${step.documented} ${step.status}`));
  expect(new Set(steps.map((s) => s.documented)).size).toBe(DOCUMENTED_PATHS.length);
  expect(steps.map((s) => s.documented).sort()).toEqual([...DOCUMENTED_PATHS].sort());
}, 240_000);

/** Every /api path the spec documents (storefront.md and admin.md), as it writes them. */
const DOCUMENTED_PATHS = [
  'DELETE /api/admin/hire/products/{id}',
  'DELETE /api/admin/products/{id}',
  'DELETE /api/cart/session/{sessionId}',
  'DELETE /api/cart/{itemId}',
  'DELETE /api/categories/{id}',
  'DELETE /api/news/{id}',
  'DELETE /api/wishlist/{productId}',
  'GET /api/admin/categories',
  'GET /api/admin/email-settings',
  'GET /api/admin/hire/products',
  'GET /api/admin/hire/products/template',
  'GET /api/admin/products',
  'GET /api/admin/products/template',
  'GET /api/cart/session',
  'GET /api/cart/{sessionId}',
  'GET /api/categories',
  'GET /api/categories/slug/{slug}',
  'GET /api/hire/products',
  'GET /api/hire/products/{slug}',
  'GET /api/hire/quotes/admin',
  'GET /api/hire/quotes/{id}/items',
  'GET /api/mailchimp/lists',
  'GET /api/mailchimp/ping',
  'GET /api/mailchimp/settings/',
  'GET /api/mailchimp/tags/{listId}',
  'GET /api/news',
  'GET /api/news/active?limit=3',
  'GET /api/orders/{id}',
  'GET /api/orders/{id}/items',
  'GET /api/products/{id}',
  'GET /api/products/{slug}',
  'GET /api/products?categoryId&limit=4',
  'GET /api/user',
  'GET /api/user/orders',
  'GET /api/wishlist',
  'GET /api/wishlist/check/{productId}',
  'PATCH /api/cart/{itemId}',
  'PATCH /api/categories/{id}',
  'PATCH /api/hire/quotes/{id}/status',
  'POST /api/admin/email-settings',
  'POST /api/admin/hire/products',
  'POST /api/admin/hire/products/import',
  'POST /api/admin/products',
  'POST /api/admin/products/import',
  'POST /api/admin/test-email',
  'POST /api/cart',
  'POST /api/categories',
  'POST /api/contact',
  'POST /api/hire/quotes',
  'POST /api/hire/quotes/{id}/items',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/mailchimp/segments',
  'POST /api/mailchimp/settings/',
  'POST /api/mailchimp/subscribe',
  'POST /api/news',
  'POST /api/orders',
  'POST /api/register',
  'POST /api/wishlist',
  'POST /api/{provider}/subscribe',
  'PUT /api/admin/hire/products/{id}',
  'PUT /api/admin/products/{id}',
  'PUT /api/news/{id}',
];
