import request from 'supertest';
import { eventually, mintToken, recordEvents, type EventRecorder } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { sentQuote } from './support/hire-quote';
import { adminToken, browser, shopProducts, whenKnown } from './support/shop';

let stack: Stack;
let cdj: { id: number; slug: string };
let quoteRecorder: EventRecorder | undefined;

const DAY = 24 * 60 * 60 * 1000;
const ukDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const start = ukDay(Date.now() + 40 * DAY);
const end = ukDay(Date.now() + 42 * DAY);

const asAdmin = () => browser(stack.url, adminToken);
const asCustomer = () => browser(stack.url, `Bearer ${mintToken('user')}`);
const availability = () => request(stack.url).get(`/api/hire/products/${cdj.slug}/availability`).query({ start, end });

/** A confirmed booking for `quantity` of the product. */
const booking = async (quantity: number): Promise<number> =>
  (
    await sentQuote(stack.url, quoteRecorder!, {
      productId: cdj.id,
      quantity,
      start,
      end,
      customer: { name: 'Jo Events', email: 'jo@example.co.uk' },
    })
  ).id;

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire']);
  const shop = await shopProducts(stack.url);
  cdj = await shop.create({ name: 'Floor CDJ', isHireItem: true, stock: 2, hirePriceDaily: 45, securityDeposit: 100 });
  await whenKnown(() => availability());
  quoteRecorder = await recordEvents('hire.quote');
}, 120_000);

afterAll(async () => {
  await quoteRecorder?.stop();
  await stack.stop();
});

describe('hire units (/api/admin/hire/products/{id}/units, /api/admin/hire/units/{tag}/…)', () => {
  it('lists the units the catalog stock gave, adds by pattern, refuses a taken tag, and repairs, clears and retires', async () => {
    const listed = await eventually(async () => {
      const res = await asAdmin().get(`/api/admin/hire/products/${cdj.id}/units`);
      expect(res.body).toHaveLength(2);
      return res.body as Array<{ tag: string; state: string }>;
    }, 30_000);
    expect(listed.map((u) => u.state)).toEqual(['available', 'available']);

    const added = await asAdmin()
      .post(`/api/admin/hire/products/${cdj.id}/units`)
      .send({ pattern: 'FL-CDJ-##', count: 2 });
    expect(added.status).toBe(201);
    expect(added.body.map((u: { tag: string }) => u.tag)).toEqual(['FL-CDJ-01', 'FL-CDJ-02']);
    const taken = await asAdmin()
      .post(`/api/admin/hire/products/${cdj.id}/units`)
      .send({ units: [{ tag: 'fl-cdj-02' }] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Asset tag FL-CDJ-02 is already in the fleet');
    const bad = await asAdmin().post(`/api/admin/hire/products/${cdj.id}/units`).send({ pattern: 'FL', count: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^units\.pattern: Tag pattern must hold one run of #/);

    const repaired = await asAdmin().post('/api/admin/hire/units/FL-CDJ-01/repair').send({ note: 'Loose fader' });
    expect(repaired.body).toMatchObject({ tag: 'FL-CDJ-01', state: 'in-repair', note: 'Loose fader' });
    expect((await asAdmin().post('/api/admin/hire/units/FL-CDJ-01/repair').send({})).status).toBe(409);
    expect((await asAdmin().post('/api/admin/hire/units/FL-CDJ-01/clear')).body.state).toBe('available');
    expect((await asAdmin().post('/api/admin/hire/units/FL-CDJ-02/retire').send({ note: 'Sold' })).body.state).toBe(
      'retired',
    );
    expect((await asAdmin().post('/api/admin/hire/units/NO-SUCH/clear')).status).toBe(404);
    // Three in service: the availability and the catalog follow.
    await eventually(async () => expect((await availability()).body.stock).toBe(3), 30_000);
    await eventually(async () => {
      const product = await request(stack.url).get(`/api/hire/products/${cdj.slug}`);
      expect(product.body.stock).toBe(3);
    }, 30_000);

    expect((await asCustomer().get(`/api/admin/hire/products/${cdj.id}/units`)).status).toBe(403);
    expect((await request(stack.url).post('/api/admin/hire/units/FL-CDJ-01/repair')).status).toBe(401);
  });
});

describe('units from a CSV file (/api/admin/hire/products/{id}/units/import)', () => {
  const path = () => `/api/admin/hire/products/${cdj.id}/units/import`;
  const upload = (csv: string) =>
    asAdmin().post(path()).attach('file', Buffer.from(csv), { filename: 'units.csv', contentType: 'text/csv' });
  const tags = async () =>
    ((await asAdmin().get(`/api/admin/hire/products/${cdj.id}/units`)).body as Array<{ tag: string }>).map(
      (u) => u.tag,
    );

  it('adds every unit of the file, or none, naming bad lines and repeated or taken tags', async () => {
    const before = await tags();
    const bad = await upload('tag,serial\nCSV-01,SN1\nnot a tag,SN2\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('file: Line 3: Asset tag must be 1 to 40 letters, digits, dashes, dots or slashes');
    const repeated = await upload('tag\nCSV-01\ncsv-01\n');
    expect(repeated.status).toBe(409);
    expect(repeated.body.message).toBe('file: Listed more than once in the file: CSV-01 (lines 2, 3)');
    const taken = await upload(`tag\nCSV-01\n${before[0]}\n`);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Asset tag ${before[0]} is already in the fleet`);
    expect(await tags()).toEqual(before);

    const added = await upload('Tag,Serial number\ncsv-01,SN1\nCSV-02,\n');
    expect(added.status).toBe(201);
    expect(added.body.map((u: { tag: string; serialNumber: string | null }) => [u.tag, u.serialNumber])).toEqual([
      ['CSV-01', 'SN1'],
      ['CSV-02', null],
    ]);
    expect(await tags()).toEqual(expect.arrayContaining([...before, 'CSV-01', 'CSV-02']));

    expect((await asAdmin().post(path())).status).toBe(400);
    expect((await asCustomer().post(path()).attach('file', Buffer.from('tag\nX-1\n'), 'u.csv')).status).toBe(403);
    expect((await request(stack.url).post(path()).attach('file', Buffer.from('tag\nX-1\n'), 'u.csv')).status).toBe(401);
  });
});

describe('dispatch and return (/api/admin/hire/quotes/{id}/dispatch, /return)', () => {
  it('dispatches by tag (partly, then out), refuses a unit elsewhere, and completes on return with the settlement', async () => {
    const id = await booking(2);
    // The booking starts 40 days ahead: the desk is asked to confirm, then confirms.
    const early = await asAdmin().post(`/api/admin/hire/quotes/${id}/dispatch`).send({ tag: 'fl-cdj-01' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/, 40 days from today: confirm to dispatch more than 2 days early$/);
    const first = await asAdmin().post(`/api/admin/hire/quotes/${id}/dispatch`).send({ tag: 'fl-cdj-01', early: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      stage: 'confirmed',
      floor: { fulfilled: false, lines: [{ needed: 2, assigned: 1 }] },
    });
    const retired = await asAdmin()
      .post(`/api/admin/hire/quotes/${id}/dispatch`)
      .send({ tag: 'FL-CDJ-02', early: true });
    expect(retired.status).toBe(409);
    expect(retired.body.message).toBe('FL-CDJ-02 is retired');
    expect((await asAdmin().post(`/api/admin/hire/quotes/${id}/dispatch`).send({ tag: '' })).status).toBe(400);

    const units = (await asAdmin().get(`/api/admin/hire/products/${cdj.id}/units`)).body as Array<{
      tag: string;
      state: string;
    }>;
    const spare = units.find((u) => u.state === 'available')!.tag;
    const out = await asAdmin().post(`/api/admin/hire/quotes/${id}/dispatch`).send({ tag: spare, early: true });
    expect(out.body).toMatchObject({ stage: 'out', status: 'approved', floor: { fulfilled: true } });

    const badReturn = await asAdmin()
      .post(`/api/admin/hire/quotes/${id}/return`)
      .send({ returns: [{ tag: 'FL-CDJ-01', condition: 'broken' }] });
    expect(badReturn.status).toBe(400);
    expect(badReturn.body.message).toMatch(/^returns\.0\.condition: Condition must be one of ok, damaged, missing/);

    const done = await asAdmin()
      .post(`/api/admin/hire/quotes/${id}/return`)
      .send({
        returns: [
          { tag: 'FL-CDJ-01', condition: 'damaged', note: 'Cracked jog wheel', charge: 40 },
          { tag: spare, condition: 'ok' },
        ],
      });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      stage: 'completed',
      floor: { damageCharge: 40, lateCharge: 0, settlement: { charges: 40, depositHeld: 0, refund: 0, owed: 40 } },
    });
    expect(done.body.booking.total).toBeCloseTo(done.body.latestRevision.price.total + 40, 2);
    const unit = (await asAdmin().get(`/api/admin/hire/products/${cdj.id}/units`)).body.find(
      (u: { tag: string }) => u.tag === 'FL-CDJ-01',
    );
    expect(unit).toMatchObject({ state: 'in-repair', note: 'Cracked jog wheel', quoteId: null });
  });
});
