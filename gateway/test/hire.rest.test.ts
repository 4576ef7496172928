import request from 'supertest';
import { HIRE_QUOTE_MESSAGES as Q } from '@shop/contracts';
import { eventually, mintToken, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { adminToken, browser, shopProducts, whenKnown } from './support/shop';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
let rig: { id: number; slug: string };
let spare: { id: number; slug: string };
let forSale: { id: number; slug: string };
let quoteRecorder: EventRecorder | undefined;

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const quoteBody = (fields: Record<string, unknown> = {}) => ({
  customerName: 'Jo Events',
  customerEmail: 'jo@example.co.uk',
  customerPhone: '01273 000000',
  startDate: daysFromNow(30),
  endDate: daysFromNow(33),
  deliveryRequired: false,
  installationRequired: true,
  additionalNotes: 'Wedding reception',
  ...fields,
});
const customer = () => `Bearer ${mintToken('user')}`;
const asAdmin = () => browser(stack.url, adminToken);
const eventsOf = (quoteId: number, type: string) =>
  quoteRecorder!.events.filter((e) => e.type === type && e.data.quoteId === quoteId);

/** A quote created by this browser, with the token the answer gives. */
async function createQuote(agent = browser(stack.url), fields: Record<string, unknown> = {}) {
  const res = await agent.post('/api/hire/quotes').send(quoteBody(fields));
  expect(res.status).toBe(201);
  return { agent, id: res.body.id as number, token: res.body.token as string, body: res.body };
}

const addItem = (agent: ReturnType<typeof browser>, quoteId: number, body: Record<string, unknown>) =>
  agent.post(`/api/hire/quotes/${quoteId}/items`).send(body);

const availability = (slug: string, start: string, end: string) =>
  request(stack.url).get(`/api/hire/products/${slug}/availability`).query({ start, end });

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire'], undefined, { QUOTE_QUIET_MS: '1500' });
  const shop = await shopProducts(stack.url);
  rig = await shop.create({
    name: 'Line Array Rig',
    isHireItem: true,
    stock: 3,
    hirePriceDaily: 350,
    hirePriceWeekly: 1200,
  });
  spare = await shop.create({ name: 'Spare Sub', isHireItem: true, stock: 1, hirePriceDaily: 80 });
  forSale = await shop.create({ name: 'Mixer For Sale', price: 100 });
  // The hire service learns the products from the catalog's events.
  await whenKnown(() => availability(rig.slug, daysFromNow(1), daysFromNow(2)));
  await whenKnown(() => availability(spare.slug, daysFromNow(1), daysFromNow(2)));

  quoteRecorder = await recordEvents('hire.quote');
}, 120_000);

afterAll(async () => {
  await quoteRecorder?.stop();
  await stack.stop();
});

describe('quote requests (storefront 4, 5, 7: POST /api/hire/quotes)', () => {
  it('creates a pending quote for anyone, answering its id and token and keeping the token in an httpOnly cookie', async () => {
    const res = await browser(stack.url).post('/api/hire/quotes').send(quoteBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', userId: null, customerName: 'Jo Events', itemCount: 0 });
    expect(res.body.token).toMatch(new RegExp(`^${res.body.id}\\.`));
    expect(new Date(res.body.startDate).toISOString()).toBe(res.body.startDate);
    expect(String(res.headers['set-cookie'])).toMatch(/shop_quotes=.+HttpOnly/);
  });

  it("carries a signed-in customer's user id", async () => {
    const token = customer();
    const res = await browser(stack.url, token).post('/api/hire/quotes').send(quoteBody());
    const mine = await browser(stack.url, token).get('/api/user/quotes');
    expect(mine.status).toBe(200);
    expect(mine.body.map((q: { id: number }) => q.id)).toEqual([res.body.id]);
    expect(res.body.userId).toBe(mine.body[0].userId);
  });

  it.each([
    ['customerName', { customerName: undefined }, Q.nameRequired],
    ['customerName', { customerName: 'J' }, Q.name],
    ['customerEmail', { customerEmail: '' }, Q.emailRequired],
    ['customerEmail', { customerEmail: 'jo@' }, Q.email],
    ['startDate', { startDate: undefined }, Q.startDate],
    ['endDate', { endDate: '' }, Q.endDate],
    ['startDate', { startDate: 'next tuesday' }, Q.invalidDate],
    ['startDate', { startDate: daysFromNow(-2), endDate: daysFromNow(3) }, Q.startInPast],
    ['endDate', { startDate: daysFromNow(5), endDate: daysFromNow(4) }, Q.endBeforeStart],
    [
      'deliveryAddress',
      { deliveryRequired: true, deliveryCity: 'Brighton', deliveryPostalCode: 'BN1 1AA' },
      Q.deliveryAddress,
    ],
    [
      'deliveryPostalCode',
      { deliveryRequired: true, deliveryAddress: '1 Pier Road', deliveryCity: 'Brighton' },
      Q.deliveryAddress,
    ],
  ])('answers 400 naming %s: %j', async (field, fields, message) => {
    const res = await browser(stack.url).post('/api/hire/quotes').send(quoteBody(fields));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${field}: ${message}`);
  });
});

describe('what a quote request may hold (the hire ceilings and the free text)', () => {
  const quoteCount = async () => (await asAdmin().get('/api/hire/quotes/admin')).body.length as number;

  it('refuses tomorrow to 31 December 9999 with 400 naming endDate, and stores nothing', async () => {
    const before = await quoteCount();
    const res = await browser(stack.url)
      .post('/api/hire/quotes')
      .send(quoteBody({ startDate: daysFromNow(1), endDate: '9999-12-31' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'endDate: A hire can last at most 366 days' });
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a start more than 2 years ahead with 400 naming startDate', async () => {
    const res = await browser(stack.url)
      .post('/api/hire/quotes')
      .send(quoteBody({ startDate: daysFromNow(740), endDate: daysFromNow(742) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'startDate: A hire can start at most 2 years ahead' });
  });

  it.each([
    ['customerName', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['customerPhone', '0'.repeat(31), 'Phone must be at most 30 characters'],
    ['additionalNotes', 'x'.repeat(2_001), 'Additional notes must be at most 2000 characters'],
  ])('refuses a request whose %s is too long with 400 naming it, and stores nothing', async (field, value, message) => {
    const before = await quoteCount();
    const res = await browser(stack.url)
      .post('/api/hire/quotes')
      .send(quoteBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: `${field}: ${message}` });
    expect(await quoteCount()).toBe(before);
  });

  it('answers availability only for a hire the ceilings allow, naming the date', async () => {
    const tooLong = await availability(rig.slug, daysFromNow(1), '9999-12-31');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'end: A hire can last at most 366 days' });
    const tooFar = await availability(rig.slug, daysFromNow(800), daysFromNow(801));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toEqual({ message: 'start: A hire can start at most 2 years ahead' });
  });
});

describe('quote lines (POST /api/hire/quotes/{id}/items)', () => {
  it('adds lines for the browser that created the quote, priced by the period', async () => {
    const { agent, id } = await createQuote();
    const weekly = await addItem(agent, id, { productId: rig.id, quantity: 2, hirePeriod: 'weekly' });
    expect(weekly.status).toBe(201);
    expect(weekly.body).toMatchObject({
      quoteId: id,
      productId: rig.id,
      quantity: 2,
      hirePeriod: 'weekly',
      unitPrice: 1200,
      lineTotal: 2400,
    });
    const daily = await addItem(agent, id, { productId: spare.id, quantity: 1 });
    expect(daily.body).toMatchObject({ hirePeriod: 'daily', unitPrice: 80, lineTotal: 80 });
    // A missing rate counts 0 (admin 9).
    const monthly = await addItem(agent, id, { productId: spare.id, quantity: 3, hirePeriod: 'monthly' });
    expect(monthly.body).toMatchObject({ unitPrice: 0, lineTotal: 0 });
  });

  it('accepts the token in a header from API clients without cookies, and lines from an admin', async () => {
    const { id, token } = await createQuote();
    const viaHeader = await request(stack.url)
      .post(`/api/hire/quotes/${id}/items`)
      .set('x-quote-token', token)
      .send({ productId: rig.id, quantity: 1 });
    expect(viaHeader.status).toBe(201);
    expect((await addItem(asAdmin(), id, { productId: rig.id, quantity: 1 })).status).toBe(201);
  });

  it("refuses lines on someone else's quote, however its id was found", async () => {
    const { id, token } = await createQuote();
    const stranger = await addItem(browser(stack.url), id, { productId: rig.id, quantity: 1 });
    expect(stranger.status).toBe(403);
    expect((await addItem(browser(stack.url, customer()), id, { productId: rig.id, quantity: 1 })).status).toBe(403);
    const forged = await request(stack.url)
      .post(`/api/hire/quotes/${id}/items`)
      .set('x-quote-token', `${id}.${token.slice(-10)}`)
      .send({ productId: rig.id, quantity: 1 });
    expect(forged.status).toBe(403);
    expect((await addItem(browser(stack.url), 999_999, { productId: rig.id, quantity: 1 })).status).toBe(404);
  });

  it.each([
    [{ productId: 'rig', quantity: 1 }, 'productId'],
    [{ productId: undefined, quantity: 1 }, 'productId'],
    [{ productId: 0, quantity: 1 }, 'productId'],
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: -1 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: 'abc' }, 'quantity'],
    [{ quantity: 1, hirePeriod: 'yearly' }, 'hirePeriod'],
  ])('answers 400 for %j naming %s', async (fields, field) => {
    const { agent, id } = await createQuote();
    const res = await addItem(agent, id, { productId: rig.id, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${field}`));
    expect((await agent.get(`/api/hire/quotes/${id}/items`)).body).toEqual([]);
  });

  it('refuses a product that is not live hire equipment', async () => {
    const { agent, id } = await createQuote();
    const res = await addItem(agent, id, { productId: forSale.id, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('productId: This product is not available for hire');
  });
});

describe('sending a quote to the desk (HireQuoteRequested)', () => {
  it('publishes once, with every line, on submit; the lines close to the browser then', async () => {
    const { agent, id } = await createQuote();
    await addItem(agent, id, { productId: rig.id, quantity: 2, hirePeriod: 'weekly' });
    const submitted = await agent.post(`/api/hire/quotes/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.requestedAt).toEqual(expect.any(String));
    expect((await agent.post(`/api/hire/quotes/${id}/submit`)).status).toBe(200);
    const closed = await addItem(agent, id, { productId: rig.id, quantity: 1 });
    expect(closed.status).toBe(409);

    const [requested] = await eventually(() => {
      const found = eventsOf(id, 'HireQuoteRequested');
      expect(found).toHaveLength(1);
      return found;
    }, 30_000);
    expect(requested.data).toMatchObject({
      customerEmail: 'jo@example.co.uk',
      items: [{ productId: rig.id, name: 'Line Array Rig', quantity: 2, hirePeriod: 'weekly' }],
    });
  });

  it('publishes for a client that only adds lines, once they stop for the quiet period', async () => {
    const { agent, id } = await createQuote();
    await addItem(agent, id, { productId: spare.id, quantity: 1 });
    await eventually(() => expect(eventsOf(id, 'HireQuoteRequested')).toHaveLength(1), 30_000);
    expect(eventsOf(id, 'HireQuoteRequested')[0].data.items).toHaveLength(1);
  });
});

describe('reading quote lines (GET /api/hire/quotes/{id}/items)', () => {
  it('answers the creating browser, the signed-in owner and admins, with availability for admins only', async () => {
    const owner = customer();
    const { agent, id } = await createQuote(browser(stack.url, owner));
    await addItem(agent, id, { productId: rig.id, quantity: 1, hirePeriod: 'weekly' });

    const mine = await agent.get(`/api/hire/quotes/${id}/items`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        quantity: 1,
        hirePeriod: 'weekly',
        lineTotal: 1200,
        availability: null,
        product: {
          id: rig.id,
          name: 'Line Array Rig',
          slug: rig.slug,
          hirePriceDaily: 350,
          hirePriceWeekly: 1200,
          hirePriceMonthly: null,
        },
      }),
    ]);
    // Signed in on another device: no cookie, but the quote is theirs.
    expect((await browser(stack.url, owner).get(`/api/hire/quotes/${id}/items`)).status).toBe(200);
    const desk = await asAdmin().get(`/api/hire/quotes/${id}/items`);
    expect(desk.body[0].availability).toMatchObject({ productId: rig.id, stock: 3, turnaroundDays: 1 });
  });

  it('answers 401 to anonymous strangers and 403 to signed-in ones', async () => {
    const { id } = await createQuote();
    expect((await browser(stack.url).get(`/api/hire/quotes/${id}/items`)).status).toBe(401);
    expect((await browser(stack.url, customer()).get(`/api/hire/quotes/${id}/items`)).status).toBe(403);
  });
});

describe('the admin Quotes tab (admin 2, 7: GET /api/hire/quotes/admin, PATCH /api/hire/quotes/{id}/status)', () => {
  it('lists every quote newest first with its customer and item count, for admins only', async () => {
    const older = await createQuote();
    const newer = await createQuote(undefined, { customerName: 'Newest Customer' });
    await addItem(newer.agent, newer.id, { productId: rig.id, quantity: 1 });
    const res = await asAdmin().get('/api/hire/quotes/admin');
    expect(res.status).toBe(200);
    const ids = res.body.map((q: { id: number }) => q.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.body.find((q: { id: number }) => q.id === newer.id)).toMatchObject({
      customerName: 'Newest Customer',
      customerEmail: 'jo@example.co.uk',
      customerPhone: '01273 000000',
      itemCount: 1,
      totalValue: 350,
    });
    expect((await browser(stack.url).get('/api/hire/quotes/admin')).status).toBe(401);
    expect((await browser(stack.url, customer()).get('/api/hire/quotes/admin')).status).toBe(403);
  });

  it('sets any of the four statuses from any, publishing HireQuoteStatusChanged, and refuses others', async () => {
    const { agent, id } = await createQuote(undefined, { startDate: daysFromNow(200), endDate: daysFromNow(201) });
    await addItem(agent, id, { productId: rig.id, quantity: 1 });
    for (const status of ['rejected', 'pending', 'completed', 'approved']) {
      const res = await asAdmin().patch(`/api/hire/quotes/${id}/status`).send({ status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const bad = await asAdmin().patch(`/api/hire/quotes/${id}/status`).send({ status: 'shipped' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status: Status must be one of pending, approved, rejected, completed');
    expect((await asAdmin().patch(`/api/hire/quotes/${id}/status`).send({})).status).toBe(400);
    expect((await browser(stack.url).patch(`/api/hire/quotes/${id}/status`).send({ status: 'rejected' })).status).toBe(
      401,
    );
    expect(
      (await browser(stack.url, customer()).patch(`/api/hire/quotes/${id}/status`).send({ status: 'rejected' })).status,
    ).toBe(403);
    expect((await asAdmin().patch('/api/hire/quotes/999999/status').send({ status: 'approved' })).status).toBe(404);

    await eventually(() => {
      const changes = eventsOf(id, 'HireQuoteStatusChanged').map((e) => `${e.data.from}>${e.data.to}`);
      expect(changes).toEqual(['pending>rejected', 'rejected>pending', 'pending>completed', 'completed>approved']);
    }, 30_000);
  });

  it('keeps the reason a rejection gives, for its signed-in owner to read and the email', async () => {
    const owner = customer();
    const { id } = await createQuote(browser(stack.url, owner));
    const tooLong = await asAdmin()
      .patch(`/api/hire/quotes/${id}/status`)
      .send({ status: 'rejected', reason: 'x'.repeat(1_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('reason: Reason must be at most 1000 characters');

    const res = await asAdmin()
      .patch(`/api/hire/quotes/${id}/status`)
      .send({ status: 'rejected', reason: 'Fully booked that weekend' });
    expect(res.status).toBe(200);
    const seen = await browser(stack.url, owner).get(`/api/hire/quotes/${id}`);
    expect(seen.body.decline).toMatchObject({ reason: 'Fully booked that weekend', byDesk: true });
    await eventually(() => {
      expect(eventsOf(id, 'HireQuoteStatusChanged').map((e) => e.data.reason)).toEqual(['Fully booked that weekend']);
    }, 30_000);
  });
});

describe('availability by date (GET /api/hire/products/{slug}/availability)', () => {
  const start = daysFromNow(60);
  const end = daysFromNow(62);

  it('counts units approved quotes hold, refuses an over-commit with 409 and records a confirmed override', async () => {
    expect((await availability(spare.slug, start, end)).body).toMatchObject({ stock: 1, committed: 0, available: 1 });
    const first = await createQuote(undefined, { startDate: start, endDate: end });
    await addItem(first.agent, first.id, { productId: spare.id, quantity: 1 });
    expect((await asAdmin().patch(`/api/hire/quotes/${first.id}/status`).send({ status: 'approved' })).status).toBe(
      200,
    );
    expect((await availability(spare.slug, start, end)).body).toMatchObject({ committed: 1, available: 0 });

    const second = await createQuote(undefined, { startDate: daysFromNow(61), endDate: daysFromNow(64) });
    await addItem(second.agent, second.id, { productId: spare.id, quantity: 2 });
    const refused = await asAdmin().patch(`/api/hire/quotes/${second.id}/status`).send({ status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Approving this quote would over-commit: Spare Sub (2 requested, 0 free). Confirm the override to approve it anyway.',
    );
    const forced = await asAdmin()
      .patch(`/api/hire/quotes/${second.id}/status`)
      .send({ status: 'approved', override: true });
    expect(forced.status).toBe(200);

    // Rejecting the first gives its unit back.
    await asAdmin().patch(`/api/hire/quotes/${first.id}/status`).send({ status: 'rejected' });
    expect((await availability(spare.slug, start, daysFromNow(61))).body).toMatchObject({ available: 0 });
    await asAdmin().patch(`/api/hire/quotes/${second.id}/status`).send({ status: 'completed' });
    expect((await availability(spare.slug, start, end)).body).toMatchObject({ committed: 0, available: 1 });
  });

  it('lets exactly one of two simultaneous approvals take the last units', async () => {
    const [a, b] = await Promise.all([
      createQuote(undefined, { startDate: daysFromNow(90), endDate: daysFromNow(92) }),
      createQuote(undefined, { startDate: daysFromNow(91), endDate: daysFromNow(93) }),
    ]);
    await addItem(a.agent, a.id, { productId: rig.id, quantity: 2 });
    await addItem(b.agent, b.id, { productId: rig.id, quantity: 2 });
    const answers = await Promise.all(
      [a, b].map((q) => asAdmin().patch(`/api/hire/quotes/${q.id}/status`).send({ status: 'approved' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await availability(rig.slug, daysFromNow(91), daysFromNow(92))).body).toMatchObject({ available: 1 });
  });

  it('answers 400 for dates it cannot read or the wrong way round, and 404 for no such hire product', async () => {
    expect((await availability(rig.slug, 'soon', end)).body.message).toBe(`start: ${Q.invalidDate}`);
    expect((await availability(rig.slug, end, start)).body.message).toBe(`end: ${Q.endBeforeStart}`);
    expect((await request(stack.url).get(`/api/hire/products/${rig.slug}/availability`).query({ start })).status).toBe(
      400,
    );
    expect((await availability('no-such-rig', start, end)).status).toBe(404);
    expect((await availability(forSale.slug, start, end)).status).toBe(404);
  });
});

describe("the customer's quotes (GET /api/user/quotes)", () => {
  it('needs a signed-in customer', async () => {
    expect((await browser(stack.url).get('/api/user/quotes')).status).toBe(401);
  });
});

describe('availability per day (GET /api/hire/products/{slug}/availability/days)', () => {
  const ukDay = (days: number) => daysFromNow(days).slice(0, 10);
  const days = (slug: string, query: Record<string, string | number>) =>
    request(stack.url).get(`/api/hire/products/${slug}/availability/days`).query(query);

  it('answers each day as the range endpoint answers a one-day hire of it, against the quantity', async () => {
    const booked = await createQuote(undefined, { startDate: daysFromNow(90), endDate: daysFromNow(92) });
    await addItem(booked.agent, booked.id, { productId: rig.id, quantity: 2 });
    // Confirmed over whatever other tests hold of the rig: the days just have to agree with the ranges.
    const approved = await asAdmin()
      .patch(`/api/hire/quotes/${booked.id}/status`)
      .send({ status: 'approved', override: true });
    expect(approved.status).toBe(200);

    const res = await days(rig.slug, { from: ukDay(86), to: ukDay(96), quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ productId: rig.id, slug: rig.slug, quantity: 2 });
    expect(res.body.days).toHaveLength(11);
    for (const { day, available, free } of res.body.days as Array<{ day: string; available: number; free: boolean }>) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString();
      const range = await availability(rig.slug, `${day}T00:00:00.000Z`, next);
      expect({ day, available }).toEqual({ day, available: range.body.available });
      expect(free).toBe(available >= 2);
    }
    const busy = (res.body.days as Array<{ free: boolean }>).filter((d) => !d.free);
    expect(busy.length).toBeGreaterThanOrEqual(3);
    expect(busy.length).toBeLessThan(11);
  });

  it('answers a whole month by default for one unit', async () => {
    const res = await days(spare.slug, { month: '2027-02' });
    expect(res.status).toBe(200);
    expect(res.body.quantity).toBe(1);
    expect(res.body.days.map((d: { day: string }) => d.day)).toEqual(
      Array.from({ length: 28 }, (_, i) => `2027-02-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('refuses a malformed question with 400 naming the field, and an unknown item with 404', async () => {
    const refused = async (query: Record<string, string | number>) => {
      const res = await days(spare.slug, query);
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await refused({ month: '2027-13' })).toMatch(/^month: /);
    expect(await refused({ from: '2027-01-01' })).toMatch(/^to: /);
    expect(await refused({ from: '2027-01-01', to: '2027-04-01' })).toBe('to: Ask about at most 62 days at a time');
    expect(await refused({ from: '2027-01-05', to: '2027-01-01' })).toMatch(/^to: /);
    expect(await refused({ month: '2027-01', quantity: 0 })).toMatch(/^quantity: /);
    expect((await days('no-such-rig', { month: '2027-01' })).status).toBe(404);
  });
});
