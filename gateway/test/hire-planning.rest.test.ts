import request from 'supertest';
import { ukCalendarDay } from '@shop/contracts';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { adminToken, browser, shopProducts, whenKnown } from './support/shop';

let stack: Stack;
let sub: { id: number; slug: string };

const DAY = 24 * 60 * 60 * 1000;
/** Midday UTC some days from now: the same calendar day in the UK, whatever the season. */
const middayIn = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12));
};
const today = ukCalendarDay(middayIn(0));
const dayIn = (days: number) => ukCalendarDay(new Date(middayIn(0).getTime() + days * DAY));

const asAdmin = () => browser(stack.url, adminToken);
const asCustomer = () => browser(stack.url, `Bearer ${mintToken('user')}`);

/** A booking of the sub from `startIn` to `endIn` days ahead, confirmed by the desk (over any shortage). */
async function booking(startIn: number, endIn: number, details: Record<string, unknown> = {}): Promise<number> {
  const agent = browser(stack.url);
  const created = await agent.post('/api/hire/quotes').send({
    customerName: 'Sam Planner',
    customerEmail: 'sam@example.co.uk',
    startDate: middayIn(startIn).toISOString(),
    endDate: middayIn(endIn).toISOString(),
    ...details,
  });
  const id = created.body.id as number;
  expect((await agent.post(`/api/hire/quotes/${id}/items`).send({ productId: sub.id, quantity: 1 })).status).toBe(201);
  const approved = await asAdmin().patch(`/api/hire/quotes/${id}/status`).send({ status: 'approved', override: true });
  expect(approved.body.status).toBe('approved');
  return id;
}

let first: number;
let second: number;
let outToday: number;
let dispatchedTag: string;

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire']);
  const shop = await shopProducts(stack.url);
  sub = await shop.create({ name: 'Planning Sub', isHireItem: true, stock: 1, hirePriceDaily: 40 });
  await whenKnown(() => request(stack.url).get(`/api/hire/products/${sub.slug}/availability/days?month=2030-01`));
  await eventually(async () => {
    expect((await asAdmin().get(`/api/admin/hire/products/${sub.id}/units`)).body).toHaveLength(1);
  }, 30_000);
  first = await booking(3, 5);
  second = await booking(4, 6);
  outToday = await booking(0, 1, {
    customerPhone: '07700 900456',
    deliveryRequired: true,
    deliveryAddress: '2 Loading Bay',
    deliveryCity: 'York',
    deliveryPostalCode: 'YO1 7HH',
  });
  const units = (await asAdmin().get(`/api/admin/hire/products/${sub.id}/units`)).body as Array<{ tag: string }>;
  dispatchedTag = units[0].tag;
  const dispatched = await asAdmin().post(`/api/admin/hire/quotes/${outToday}/dispatch`).send({ tag: dispatchedTag });
  expect(dispatched.body.stage).toBe('out');
}, 120_000);

afterAll(async () => {
  await stack.stop();
});

describe('GET /api/admin/hire/planning', () => {
  it('answers eight weeks from today with the committed, out and turning-round units per day and the short days', async () => {
    const res = await asAdmin().get('/api/admin/hire/planning');
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(56);
    expect(res.body.days[0]).toBe(today);
    const row = res.body.rows.find((r: { productId: number }) => r.productId === sub.id);
    expect(row).toMatchObject({ name: 'Planning Sub', kit: false, unitsInService: 1 });
    expect(row.days).toHaveLength(56);
    // Today's booking, then the two that overlap (a one-day hire of day 3 turns round into day 4,
    // and the first booking turns round into day 6), then the second turning round.
    expect(row.days.slice(0, 9)).toEqual([1, 1, 1, 2, 2, 2, 2, 1, 0]);
    // What the desk sees: units out and turning round on their return day, distinct; the day before
    // a hire is neither. Short where both together pass the one unit.
    expect(row.out.slice(0, 9)).toEqual([1, 0, 0, 1, 2, 1, 0, 0, 0]);
    expect(row.turnaround.slice(0, 9)).toEqual([0, 1, 0, 0, 0, 1, 1, 0, 0]);
    expect(row.shortDays).toEqual([4, 5]);

    const later = await asAdmin()
      .get('/api/admin/hire/planning')
      .query({ from: dayIn(4) });
    expect(later.body.days[0]).toBe(dayIn(4));
    expect(later.body.rows.find((r: { productId: number }) => r.productId === sub.id).days[0]).toBe(2);
  });

  it('answers 400 naming a bad day, 401 anonymous and 403 for a customer', async () => {
    const bad = await asAdmin().get('/api/admin/hire/planning').query({ from: '2027-13-45' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^from: /);
    expect((await request(stack.url).get('/api/admin/hire/planning')).status).toBe(401);
    expect((await asCustomer().get('/api/admin/hire/planning')).status).toBe(403);
  });
});

describe('GET /api/admin/hire/products/{id}/bookings', () => {
  it('lists the bookings behind a day with their numbers, customers and stages', async () => {
    const res = await asAdmin()
      .get(`/api/admin/hire/products/${sub.id}/bookings`)
      .query({ day: dayIn(4) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ quoteId: first, customerName: 'Sam Planner', quantity: 1, stage: 'confirmed' }),
      expect.objectContaining({ quoteId: second, quantity: 1, stage: 'confirmed' }),
    ]);
    expect(res.body[0].startDate).toBe(middayIn(3).toISOString());
  });

  it('answers 400 without a day, 404 for an unknown product, 401 anonymous and 403 for a customer', async () => {
    const missing = await asAdmin().get(`/api/admin/hire/products/${sub.id}/bookings`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^day/);
    expect((await asAdmin().get('/api/admin/hire/products/999999/bookings').query({ day: today })).status).toBe(404);
    const path = `/api/admin/hire/products/${sub.id}/bookings?day=${today}`;
    expect((await request(stack.url).get(path)).status).toBe(401);
    expect((await asCustomer().get(path)).status).toBe(403);
  });
});

describe('GET /api/admin/hire/day-sheet', () => {
  it('lists what goes out today and comes back tomorrow, with the delivery details and the units out', async () => {
    const res = await asAdmin().get('/api/admin/hire/day-sheet');
    expect(res.status).toBe(200);
    const [todaySheet, tomorrow] = res.body;
    expect(todaySheet.day).toBe(today);
    expect(todaySheet.goingOut).toEqual([
      expect.objectContaining({
        quoteId: outToday,
        stage: 'out',
        customerPhone: '07700 900456',
        deliveryRequired: true,
        deliveryAddress: '2 Loading Bay',
        deliveryPostalCode: 'YO1 7HH',
        lines: [{ productId: sub.id, name: 'Planning Sub', quantity: 1 }],
        unitsOut: [dispatchedTag],
        unitsBack: [],
      }),
    ]);
    expect(tomorrow.day).toBe(dayIn(1));
    expect(tomorrow.comingBack.map((b: { quoteId: number }) => b.quoteId)).toEqual([outToday]);

    const later = await asAdmin()
      .get('/api/admin/hire/day-sheet')
      .query({ day: dayIn(3) });
    expect(later.body[0].goingOut.map((b: { quoteId: number }) => b.quoteId)).toEqual([first]);
    expect(later.body[1].goingOut.map((b: { quoteId: number }) => b.quoteId)).toEqual([second]);
  });

  it('answers 400 naming a bad day, 401 anonymous and 403 for a customer', async () => {
    const bad = await asAdmin().get('/api/admin/hire/day-sheet').query({ day: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^day: /);
    expect((await request(stack.url).get('/api/admin/hire/day-sheet')).status).toBe(401);
    expect((await asCustomer().get('/api/admin/hire/day-sheet')).status).toBe(403);
  });
});
