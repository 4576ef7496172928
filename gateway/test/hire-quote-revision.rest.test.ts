import request from 'supertest';
import { mintToken } from '@shop/kit/testing';
import { adminToken, browser, shopProducts } from './support/shop';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
let rig: { id: number; slug: string };

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Agent = ReturnType<typeof browser>;

/** A quote request from a signed-in customer: created, a line added, submitted. */
async function requestQuote(customer: Agent) {
  const created = await customer.post('/api/hire/quotes').send({
    customerName: 'Sam Owner',
    customerEmail: 'sam.owner@example.co.uk',
    startDate: daysFromNow(30),
    endDate: daysFromNow(32),
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await customer.post(`/api/hire/quotes/${id}/items`).send({ productId: rig.id, quantity: 1 })).status).toBe(
    201,
  );
  expect((await customer.post(`/api/hire/quotes/${id}/submit`)).status).toBe(200);
  return id;
}

/** The desk sends the quote (another revision each time) and answers the token of its email's link. */
async function send(id: number): Promise<string> {
  const res = await browser(stack.url, adminToken)
    .post('/graphql')
    .send({ query: 'mutation ($id: Int!) { sendHireQuote(id: $id) { acceptPath } }', variables: { id } });
  expect(res.body.errors).toBeUndefined();
  return new URL(res.body.data.sendHireQuote.acceptPath, stack.url).searchParams.get('token')!;
}

const answer = { fullName: 'Sam Owner', acceptTerms: true };

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'hire']);
  const shop = await shopProducts(stack.url);
  rig = await shop.createHireItem({ name: 'Revision Test Rig', stock: 4, hirePriceDaily: 80 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/hire/quotes/{id}/accept names the revision the customer read', () => {
  it('refuses the signed-in owner an earlier revision (409 naming the newer one) or none (400)', async () => {
    const owner = browser(stack.url, `Bearer ${mintToken('user')}`);
    const id = await requestQuote(owner);
    await send(id);
    await send(id);

    const stale = await owner.post(`/api/hire/quotes/${id}/accept`).send({ ...answer, revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This quote has been revised since you opened it: please review revision 2');
    const unsaid = await owner.post(`/api/hire/quotes/${id}/accept`).send(answer);
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.message).toMatch(/Say which revision of the quote you are accepting/);
    expect((await owner.get(`/api/hire/quotes/${id}`)).body.stage).toBe('quoted');

    const accepted = await owner.post(`/api/hire/quotes/${id}/accept`).send({ ...answer, revision: 2 });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ stage: 'confirmed', acceptance: { revision: 2 } });
  });

  it('takes the revision from the link when the body leaves it out, and refuses one the link replaced', async () => {
    const owner = browser(stack.url, `Bearer ${mintToken('user')}`);
    const id = await requestQuote(owner);
    await send(id);
    const token = await send(id);

    const stale = await request(stack.url)
      .post(`/api/hire/quotes/${id}/accept`)
      .query({ token })
      .send({ ...answer, revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This quote has been revised since you opened it: please review revision 2');

    const accepted = await request(stack.url).post(`/api/hire/quotes/${id}/accept`).query({ token }).send(answer);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ stage: 'confirmed', acceptance: { revision: 2 } });
  });
});
