import request from 'supertest';
import ICAL from 'ical.js';
import { mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { adminToken, browser, shopProducts } from './support/shop';

let stack: Stack;
let speaker: { id: number; slug: string };

const DAY = 24 * 60 * 60 * 1000;
const ukDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const start = ukDay(Date.now() + 20 * DAY);
const end = ukDay(Date.now() + 23 * DAY);

const asAdmin = () => browser(stack.url, adminToken);
const graphql = (agent: request.Agent, query: string) => agent.post('/graphql').send({ query });
const FEED_FIELDS = '{ active issuedAt path }';

/** Makes (or replaces) the feed's address as the admin, through the admin app's GraphQL. */
async function issueFeed(mutation: 'createHireCalendarFeed' | 'rotateHireCalendarFeed'): Promise<string> {
  const res = await graphql(asAdmin(), `mutation { ${mutation} ${FEED_FIELDS} }`);
  expect(res.body.errors).toBeUndefined();
  const path = res.body.data[mutation].path as string;
  expect(path).toMatch(/^\/api\/hire\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return path;
}

/** A quote request delivered to a venue, approved by the desk with the spec's status call: a confirmed booking. */
async function booking(customerName: string): Promise<number> {
  const agent = browser(stack.url);
  const created = await agent.post('/api/hire/quotes').send({
    customerName,
    customerEmail: 'jo@example.co.uk',
    startDate: `${start}T10:00:00.000Z`,
    endDate: `${end}T10:00:00.000Z`,
    deliveryRequired: true,
    installationRequired: true,
    deliveryAddress: 'The Winter Garden, Compton Street',
    deliveryCity: 'Eastbourne',
    deliveryPostalCode: 'BN21 4BP',
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const line = await agent.post(`/api/hire/quotes/${id}/items`).send({ productId: speaker.id, quantity: 2 });
  expect(line.status).toBe(201);
  const approved = await asAdmin().patch(`/api/hire/quotes/${id}/status`).send({ status: 'approved' });
  expect(approved.status).toBe(200);
  return id;
}

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire']);
  const shop = await shopProducts(stack.url);
  speaker = await shop.createHireItem({ name: 'Calendar Line Array', stock: 6, hirePriceDaily: 60 });
}, 120_000);

afterAll(async () => {
  await stack.stop();
});

describe("the hire desk's calendar (GET /api/hire/calendar/{token}.ics)", () => {
  it('answers an iCalendar of the bookings going out and coming back, kept by no shared cache', async () => {
    const id = await booking('Jo Events, Brighton; Ltd');
    const path = await issueFeed('createHireCalendarFeed');

    const res = await request(stack.url).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);

    const calendar = new ICAL.Component(ICAL.parse(res.text));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.uid.startsWith(`hire-booking-${id}-`));
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString()])).toEqual([
      [`hire-booking-${id}-out@soundhirepro.co.uk`, start, ukDay(Date.parse(`${start}T00:00:00Z`) + DAY)],
      [`hire-booking-${id}-back@soundhirepro.co.uk`, end, ukDay(Date.parse(`${end}T00:00:00Z`) + DAY)],
    ]);
    expect(events[0].summary).toBe(`Out: Quote ${id} Jo Events, Brighton; Ltd`);
    expect(events[0].description).toContain('2 x Calendar Line Array');
    expect(events[0].description).toContain('Deliver to: The Winter Garden, Compton Street, Eastbourne, BN21 4BP');
    expect(events[0].description).toContain('Installation booked');
    expect(events[1].description).toContain('Collect from: The Winter Garden, Compton Street, Eastbourne, BN21 4BP');

    // The same booking keeps its UIDs from one read to the next.
    const again = new ICAL.Component(ICAL.parse((await request(stack.url).get(path)).text));
    expect(again.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(
      expect.arrayContaining(events.map((e) => e.uid)),
    );
    await graphql(asAdmin(), `mutation { revokeHireCalendarFeed ${FEED_FIELDS} }`);
  });

  it('answers 404 to a wrong, rotated-away or revoked token, and only the admin makes or revokes one', async () => {
    const first = await issueFeed('createHireCalendarFeed');
    expect((await request(stack.url).get(first)).status).toBe(200);
    const wrong = first.replace(/[A-Za-z0-9_-]{43}/, 'A'.repeat(43));
    const notFound = await request(stack.url).get(wrong);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: 'No such calendar' });
    expect((await request(stack.url).get('/api/hire/calendar/short.ics')).status).toBe(404);

    const second = await issueFeed('rotateHireCalendarFeed');
    expect((await request(stack.url).get(first)).status).toBe(404);
    expect((await request(stack.url).get(second)).status).toBe(200);

    const customer = browser(stack.url, `Bearer ${mintToken('user')}`);
    const refused = await graphql(customer, `mutation { revokeHireCalendarFeed ${FEED_FIELDS} }`);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await graphql(request.agent(stack.url), `mutation { rotateHireCalendarFeed ${FEED_FIELDS} }`);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await request(stack.url).get(second)).status).toBe(200);

    const revoked = await graphql(asAdmin(), `mutation { revokeHireCalendarFeed ${FEED_FIELDS} }`);
    expect(revoked.body.data.revokeHireCalendarFeed).toEqual({ active: false, issuedAt: null, path: null });
    expect((await request(stack.url).get(second)).status).toBe(404);
  });
});
