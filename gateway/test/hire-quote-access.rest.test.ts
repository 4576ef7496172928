import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_HIRE_RATE_SETTINGS } from '@shop/contracts';
import { moveHireClock, resetHireClock } from '@shop/hire/src/clock';
import { mintToken } from '@shop/kit/testing';
import { adminToken, browser, shopProducts } from './support/shop';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
let rig: { id: number; slug: string };

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dates = { startDate: daysFromNow(30), endDate: daysFromNow(33) };
const quoteBody = { customerName: 'Jo Guest', customerEmail: 'jo.guest@example.co.uk', ...dates };

type Agent = ReturnType<typeof browser>;

/** Runs a GraphQL operation in this browser and answers the whole response (data and errors). */
const graph = (agent: Agent, query: string, variables: Record<string, unknown>) =>
  agent.post('/graphql').send({ query, variables });

/** A quote request as the shop's form makes it: created under a key, a line added, submitted. */
async function requestQuote(agent: Agent, key = randomUUID()) {
  const created = await agent.post('/api/hire/quotes').set('idempotency-key', key).send(quoteBody);
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await agent.post(`/api/hire/quotes/${id}/items`).send({ productId: rig.id, quantity: 2 })).status).toBe(201);
  expect((await agent.post(`/api/hire/quotes/${id}/submit`)).status).toBe(200);
  return { id, key };
}

/** Sends the quote as the desk and answers the token of the link its email carries. */
async function send(id: number): Promise<string> {
  const res = await graph(
    browser(stack.url, adminToken),
    'mutation ($id: Int!) { sendHireQuote(id: $id) { acceptPath } }',
    {
      id,
    },
  );
  expect(res.body.errors).toBeUndefined();
  return new URL(res.body.data.sendHireQuote.acceptPath, stack.url).searchParams.get('token')!;
}

/** What the desk's answer holds: revisions with their PDFs, prices, payments. */
const SENT_QUOTE = `revisions { label pdf } latestRevision { label } sentRevision { pdf } price { total }
  booking { paid payments { amount } } number acceptance { name }`;

const refusalOf = (res: request.Response) =>
  res.body.errors?.map((e: { extensions: { code: string } }) => e.extensions.code);

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire']);
  const shop = await shopProducts(stack.url);
  rig = await shop.createHireItem({ name: 'Access Test Rig', stock: 6, hirePriceDaily: 90 });
}, 120_000);

afterAll(async () => {
  resetHireClock();
  await stack?.stop();
});

describe("the browser's quote token reads the request it made, and no more", () => {
  it('reads the request before the desk answers', async () => {
    const guest = browser(stack.url);
    const { id } = await requestQuote(guest);

    const lines = await guest.get(`/api/hire/quotes/${id}/items`);
    expect(lines.status).toBe(200);
    expect(lines.body).toMatchObject([{ productId: rig.id, quantity: 2 }]);
    const view = await guest.get(`/api/hire/quotes/${id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id,
      customerName: 'Jo Guest',
      stage: 'requested',
      status: 'pending',
      number: null,
      revisions: [],
      latestRevision: null,
      booking: null,
      draft: null,
    });
    // Before anything is sent there is no file to download.
    expect((await guest.get(`/api/hire/quotes/${id}/pdf`)).status).toBe(404);
    // Another browser, with no token, is asked to sign in.
    expect((await request(stack.url).get(`/api/hire/quotes/${id}`)).status).toBe(401);
  });

  it('once the desk sends a revision, refuses (403) its revisions, PDF, price and booking on every path', async () => {
    const guest = browser(stack.url);
    const { id, key } = await requestQuote(guest);
    const linkToken = await send(id);

    // The request is still the browser's to read: its lines, its details, the status.
    expect((await guest.get(`/api/hire/quotes/${id}/items`)).status).toBe(200);
    const submitted = await guest.post(`/api/hire/quotes/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ id, customerName: 'Jo Guest', status: 'pending', itemCount: 1 });
    const retried = await guest.post('/api/hire/quotes').set('idempotency-key', key).send(quoteBody);
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ id, customerName: 'Jo Guest' });
    // The quote the desk sent is not: not through any GraphQL answer the browser's token reaches...
    const paths = [
      graph(guest, `mutation ($id: Int!) { submitHireQuote(quoteId: $id) { id ${SENT_QUOTE} } }`, { id }),
      graph(
        guest,
        `mutation ($input: HireQuoteInput!, $key: String) {
          createHireQuote(input: $input, idempotencyKey: $key) { token quote { id ${SENT_QUOTE} } } }`,
        { input: quoteBody, key },
      ),
      graph(guest, `query ($id: Int!) { hireQuote(id: $id) { id ${SENT_QUOTE} } }`, { id }),
    ];
    for (const res of await Promise.all(paths)) {
      expect(new Set(refusalOf(res))).toEqual(new Set(['FORBIDDEN']));
      expect(res.body.data).toBeNull();
    }
    // ...nor through REST.
    const view = await guest.get(`/api/hire/quotes/${id}`);
    expect(view.status).toBe(403);
    expect(view.body.message).toMatch(/use the link in our email, or sign in/);
    const pdf = await guest.get(`/api/hire/quotes/${id}/pdf`);
    expect(pdf.status).toBe(403);
    expect((await guest.get(`/api/hire/quotes/${id}/pdf`).query({ revision: 1 })).status).toBe(403);

    const request_ = await graph(
      guest,
      'query ($id: Int!) { hireQuote(id: $id) { id stage customerEmail items { quantity } } }',
      {
        id,
      },
    );
    expect(request_.body).toEqual({
      data: { hireQuote: { id, stage: 'quoted', customerEmail: 'jo.guest@example.co.uk', items: [{ quantity: 2 }] } },
    });

    for (const field of [
      'revisions { label }',
      'latestRevision { label }',
      'sentRevision { pdf }',
      'price { total }',
      'number',
    ]) {
      const res = await graph(guest, `query ($id: Int!) { hireQuote(id: $id) { ${field} } }`, { id });
      expect(refusalOf(res)).toEqual(['FORBIDDEN']);
    }
    // The token itself, as an API client would pass it, opens no more than the cookie.
    const created = await graph(
      guest,
      'mutation ($input: HireQuoteInput!, $key: String) { createHireQuote(input: $input, idempotencyKey: $key) { token } }',
      { input: quoteBody, key },
    );
    const browserToken = created.body.data.createHireQuote.token as string;
    const withHeader = await request(stack.url).get(`/api/hire/quotes/${id}/items`).set('x-quote-token', browserToken);
    expect(withHeader.status).toBe(200);
    expect((await request(stack.url).get(`/api/hire/quotes/${id}`).query({ token: browserToken })).status).toBe(403);
    expect((await request(stack.url).get(`/api/hire/quotes/${id}/pdf`).query({ token: browserToken })).status).toBe(
      403,
    );

    // The emailed link still opens it, in the same browser too, and its booking stays the link's.
    const byLink = await guest.get(`/api/hire/quotes/${id}`).query({ token: linkToken });
    expect(byLink.status).toBe(200);
    expect(byLink.body).toMatchObject({
      id,
      stage: 'quoted',
      latestRevision: { revision: 1 },
      price: { total: expect.any(Number) },
    });
    expect((await guest.get(`/api/hire/quotes/${id}/pdf`).query({ token: linkToken })).status).toBe(200);
    const accepted = await guest
      .post(`/api/hire/quotes/${id}/accept`)
      .query({ token: linkToken })
      .send({ fullName: 'Jo Guest', acceptTerms: true });
    expect(accepted.status).toBe(200);
    const paid = await browser(stack.url, adminToken)
      .post(`/api/admin/hire/quotes/${id}/payments`)
      .send({ kind: 'payment', method: 'card', amount: 100, reference: 'DEP' });
    expect(paid.status).toBe(201);
    const booking = await graph(
      guest,
      'query ($id: Int!) { hireQuote(id: $id) { booking { paid payments { amount } } } }',
      {
        id,
      },
    );
    expect(refusalOf(booking)).toEqual(['FORBIDDEN']);
    expect((await guest.get(`/api/hire/quotes/${id}`)).status).toBe(403);
    const bookingByLink = await guest.get(`/api/hire/quotes/${id}`).query({ token: linkToken });
    expect(bookingByLink.body).toMatchObject({ stage: 'confirmed', booking: { paid: 100 } });
    await browser(stack.url, adminToken).post(`/api/admin/hire/quotes/${id}/cancel`).send({});
  });

  it('holds the link to its rules: refused once expired, however the browser got there', async () => {
    const guest = browser(stack.url);
    const { id } = await requestQuote(guest);
    const linkToken = await send(id);
    expect((await guest.get(`/api/hire/quotes/${id}`).query({ token: linkToken })).status).toBe(200);
    moveHireClock((DEFAULT_HIRE_RATE_SETTINGS.quoteValidityDays + 1) * DAY);
    try {
      const expired = await guest.get(`/api/hire/quotes/${id}`).query({ token: linkToken });
      expect(expired.status).toBe(409);
      expect(expired.body.message).toMatch(/^This quote expired on /);
      expect((await guest.get(`/api/hire/quotes/${id}/pdf`).query({ token: linkToken })).status).toBe(409);
      // The cookie does not stand in for the expired link.
      expect((await guest.get(`/api/hire/quotes/${id}`)).status).toBe(403);
      expect((await guest.get(`/api/hire/quotes/${id}/pdf`)).status).toBe(403);
    } finally {
      resetHireClock();
    }
    const tampered = linkToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await guest.get(`/api/hire/quotes/${id}`).query({ token: tampered })).status).toBe(403);
  });

  it('lets the signed-in owner read everything without a token', async () => {
    const owner = browser(stack.url, `Bearer ${mintToken('user')}`);
    const { id } = await requestQuote(owner);
    await send(id);
    const view = await owner.get(`/api/hire/quotes/${id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      stage: 'quoted',
      revisions: [{ revision: 1 }],
      price: { total: expect.any(Number) },
    });
    expect((await owner.get(`/api/hire/quotes/${id}/pdf`)).status).toBe(200);
    const submitted = await graph(
      owner,
      `mutation ($id: Int!) { submitHireQuote(quoteId: $id) { id ${SENT_QUOTE} } }`,
      {
        id,
      },
    );
    expect(submitted.body.errors).toBeUndefined();
    expect(submitted.body.data.submitHireQuote).toMatchObject({ revisions: [{ label: expect.any(String) }] });
  });
});
