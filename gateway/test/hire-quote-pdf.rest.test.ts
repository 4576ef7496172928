import request from 'supertest';
import { mintToken } from '@shop/kit/testing';
import { adminToken, browser, shopProducts } from './support/shop';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
let quoteId: number;
/** The token of the link the quote's email carries, as the desk sees it. */
let linkToken: string;
const owner = `Bearer ${mintToken('user')}`;

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Runs a GraphQL operation as the hire desk and answers its data. */
async function asDesk<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await browser(stack.url, adminToken).post('/graphql').send({ query, variables });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

/** A binary body as a Buffer (supertest leaves PDFs unparsed otherwise). */
const pdfOf = (path: string, authorization?: string) => {
  const req = request(stack.url).get(path).buffer(true);
  if (authorization) req.set('authorization', authorization);
  return req.parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
};

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire']);
  const shop = await shopProducts(stack.url);
  const rig = await shop.createHireItem({ name: 'PDF Test Rig', stock: 4, hirePriceDaily: 90 });
  const customer = browser(stack.url, owner);
  const created = await customer.post('/api/hire/quotes').send({
    customerName: 'Jo Events',
    customerEmail: 'jo@example.co.uk',
    startDate: daysFromNow(30),
    endDate: daysFromNow(33),
    deliveryRequired: false,
    installationRequired: false,
  });
  expect(created.status).toBe(201);
  quoteId = created.body.id;
  expect(
    (await customer.post(`/api/hire/quotes/${quoteId}/items`).send({ productId: rig.id, quantity: 2 })).status,
  ).toBe(201);
  expect((await customer.post(`/api/hire/quotes/${quoteId}/submit`)).status).toBe(200);

  const { sendHireQuote } = await asDesk<{ sendHireQuote: { acceptPath: string } }>(
    'mutation Send($id: Int!) { sendHireQuote(id: $id) { acceptPath } }',
    { id: quoteId },
  );
  linkToken = new URL(sendHireQuote.acceptPath, stack.url).searchParams.get('token')!;
}, 120_000);

afterAll(() => stack?.stop());

describe('GET /api/hire/quotes/{id}/pdf', () => {
  const path = (query: Record<string, string>) => `/api/hire/quotes/${quoteId}/pdf?${new URLSearchParams(query)}`;

  it('answers the holder of the link a PDF download named for the revision', async () => {
    const res = await pdfOf(path({ token: linkToken }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Q-\d{4}-\d{4}-rev-1\.pdf"$/);
    // The customer's quote: neither a shared cache nor the browser keeps it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers the admin and the signed-in owner without a token, for a revision by number', async () => {
    for (const who of [adminToken, owner]) {
      const res = await pdfOf(path({ revision: '1' }), who);
      expect(res.status).toBe(200);
      expect((res.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    }
  });

  it('refuses a tampered token (403), a stranger (401) and a revision never sent (404)', async () => {
    const tampered = linkToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const forbidden = await request(stack.url).get(path({ token: tampered }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toMatch(/not valid/);
    expect((await request(stack.url).get(path({}))).status).toBe(401);
    expect(
      (
        await request(stack.url)
          .get(path({ revision: '2' }))
          .set('authorization', adminToken)
      ).status,
    ).toBe(404);
  });

  it('refuses a revision that is not a whole number (400 naming it)', async () => {
    const res = await request(stack.url)
      .get(path({ revision: 'two' }))
      .set('authorization', adminToken);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/revision/);
  });

  it('is limited to 60 files a minute a client but the desk: then 429 with Retry-After', async () => {
    const responses = [];
    // Sixty a minute for this address, some of which the tests above spent already.
    for (let i = 0; i < 61 && responses.at(-1)?.status !== 429; i++)
      responses.push(await pdfOf(path({ token: linkToken })));
    const refused = responses.pop()!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(responses.length).toBeGreaterThan(50);
    expect(responses.every((res) => res.status === 200)).toBe(true);
    // The desk's own answers carry the files; an admin's reading is bounded by their query budget instead.
    expect((await pdfOf(path({ revision: '1' }), adminToken)).status).toBe(200);
  });
});
