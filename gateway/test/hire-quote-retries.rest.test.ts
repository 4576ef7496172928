import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { IDEMPOTENCY_KEY_REUSED } from '@shop/kit';
import { mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { shopProducts } from './support/shop';

let stack: Stack;
let rig: { id: number; slug: string };

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
// Fixed once, so a retry sends the very same body.
const dates = { startDate: daysFromNow(30), endDate: daysFromNow(33) };
const quoteBody = (fields: Record<string, unknown> = {}) => ({
  customerName: 'Jo Retries',
  customerEmail: 'jo.retries@example.co.uk',
  ...dates,
  ...fields,
});

/** POST /api/hire/quotes as an API client without cookies, under an Idempotency-Key. */
const createQuote = (key: string, body = quoteBody(), authorization?: string) => {
  const req = request(stack.url).post('/api/hire/quotes').set('idempotency-key', key);
  return (authorization ? req.set('authorization', authorization) : req).send(body);
};
const addLine = (quote: { id: number; token: string }, key: string, quantity = 1) =>
  request(stack.url)
    .post(`/api/hire/quotes/${quote.id}/items`)
    .set('x-quote-token', quote.token)
    .set('idempotency-key', key)
    .send({ productId: rig.id, quantity });
const linesOf = async (quote: { id: number; token: string }) =>
  (await request(stack.url).get(`/api/hire/quotes/${quote.id}/items`).set('x-quote-token', quote.token)).body;

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire']);
  const shop = await shopProducts(stack.url);
  rig = await shop.createHireItem({ name: 'Retry Rig', stock: 5, hirePriceDaily: 90 });
}, 120_000);

afterAll(() => stack.stop());

describe('retried quote requests (POST /api/hire/quotes with an Idempotency-Key)', () => {
  it('answers a retry with the first quote and its token, and makes one quote of retries sent at once', async () => {
    const key = randomUUID();
    const first = await createQuote(key);
    expect(first.status).toBe(201);
    const retries = await Promise.all([createQuote(key), createQuote(key)]);
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(retry.body).toMatchObject({ id: first.body.id, token: first.body.token });
    }
    // The token the retry answered opens the quote.
    expect(await linesOf(retries[0].body)).toEqual([]);

    const racing = randomUUID();
    const atOnce = await Promise.all(
      [1, 2, 3].map(() => createQuote(racing, quoteBody({ customerName: 'Sam Racer' }))),
    );
    expect(new Set(atOnce.map((res) => res.body.id)).size).toBe(1);
  });

  it('refuses the key with another body (422 naming it), and keeps customers apart', async () => {
    const key = randomUUID();
    const customer = `Bearer ${mintToken('user')}`;
    const first = await createQuote(key, quoteBody(), customer);
    const changed = await createQuote(key, quoteBody({ customerName: 'Someone Else' }), customer);
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    const stranger = await createQuote(key, quoteBody(), `Bearer ${mintToken('user')}`);
    expect(stranger.status).toBe(201);
    expect(stranger.body.id).not.toBe(first.body.id);

    const tooLong = await createQuote('k'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/Idempotency-Key/);
  });

  it('answers a retried line with the first line, once, even after the quote went to the desk', async () => {
    const quote = (await createQuote(randomUUID())).body as { id: number; token: string };
    const key = randomUUID();
    const [first, racing] = await Promise.all([addLine(quote, key), addLine(quote, key)]);
    expect(first.status).toBe(201);
    expect(racing.body.id).toBe(first.body.id);
    expect((await addLine(quote, key)).body.id).toBe(first.body.id);
    expect(await linesOf(quote)).toHaveLength(1);

    const changed = await addLine(quote, key, 2);
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: IDEMPOTENCY_KEY_REUSED });

    const submitted = await request(stack.url)
      .post(`/api/hire/quotes/${quote.id}/submit`)
      .set('x-quote-token', quote.token);
    expect(submitted.status).toBe(200);
    const late = await addLine(quote, key);
    expect(late.status).toBe(201);
    expect(late.body.id).toBe(first.body.id);
    expect((await addLine(quote, randomUUID())).status).toBe(409);
  });
});
