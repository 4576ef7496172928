import request from 'supertest';
import { mintToken, opsUrlOf } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { shopProducts } from './support/shop';

// The gateway's catalogue cache keeps public reads; a public root field still reaches admin-only fields (a product's
// stock on hand and committed), so what an admin was answered must never be replayed to anyone else.
let stack: Stack;
let slug: string;
const admin = `Bearer ${mintToken('admin')}`;
const customer = `Bearer ${mintToken('user')}`;

beforeAll(async () => {
  stack = await startStack(['content', 'catalog']);
  ({ slug } = await (await shopProducts(stack.url)).create({ stock: 7 }));
});
afterAll(() => stack?.stop());

const ask = (query: string, token?: string) => {
  const req = request(stack.url).post('/graphql').send({ query });
  return token ? req.set('authorization', token) : req;
};

/** The gateway's count of catalogue cache lookups with this result (its operations port). */
const lookups = async (result: 'hit' | 'miss') => {
  const metrics = (await request(opsUrlOf(stack.url)).get('/metrics')).text;
  const line = metrics.split('\n').find((l) => l.startsWith(`gateway_catalog_cache_lookups_total{result="${result}"`));
  return line ? Number(line.split(' ').pop()) : 0;
};

describe("the catalogue cache and the caller's role", () => {
  it("never answers an anonymous visitor or a customer with an admin's cached answer", async () => {
    const query = `{ product(slugOrId: "${slug}") { id name onHand committed } }`;
    for (let i = 0; i < 2; i++) {
      const asAdmin = await ask(query, admin);
      expect(asAdmin.body.errors).toBeUndefined();
      expect(asAdmin.body.data.product).toMatchObject({ onHand: 7, committed: 0 });
    }

    for (const [token, refusal] of [
      [undefined, 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
    ]) {
      const res = await ask(query, token);
      expect(res.body.data?.product?.onHand).toBeUndefined();
      expect(res.body.errors?.[0]?.extensions?.code).toBe(refusal);
      expect(res.text).not.toMatch(/"onHand":\s*\d/);
    }
  });

  it('still shares one answer between callers of the same role', async () => {
    const query = `{ product(slugOrId: "${slug}") { id name price } }`;
    await ask(query);
    const hits = await lookups('hit');
    expect((await ask(query)).body.data.product.name).toBeDefined();
    expect(await lookups('hit')).toBe(hits + 1);
  });

  it("keeps no signed-in caller's REST answer, which would go to everyone before their session is read", async () => {
    const path = `/api/products/${slug}`;
    expect((await request(stack.url).get(path).set('authorization', admin)).status).toBe(200);
    const hits = await lookups('hit');
    expect((await request(stack.url).get(path)).status).toBe(200);
    expect(await lookups('hit')).toBe(hits);
    // An anonymous visitor's answer is kept for the next one.
    expect((await request(stack.url).get(path)).status).toBe(200);
    expect(await lookups('hit')).toBe(hits + 1);
  });
});
