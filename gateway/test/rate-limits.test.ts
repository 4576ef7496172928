import request from 'supertest';
import { DEFAULT_RATE_LIMITS, parseRateLimits, tooManyRequestsMessage } from '../src/rate-limits';
import { startStack, type Stack } from '@shop/stack';

const contact = {
  name: 'Sam Rivers',
  email: 'sam@example.co.uk',
  subject: 'Wedding PA',
  message: 'Can you do 14 June?',
};

describe('rate limit settings', () => {
  it('reads overrides over the defaults and refuses nonsense naming the setting', () => {
    expect(parseRateLimits('')).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('contact=5/10, basket=1000/60')).toMatchObject({
      contact: { points: 5, seconds: 10 },
      basket: { points: 1000, seconds: 60 },
      login: DEFAULT_RATE_LIMITS.login,
    });
    expect(() => parseRateLimits('contacts=5/10')).toThrow(/RATE_LIMITS: "contacts=5\/10"/);
    expect(() => parseRateLimits('contact=0/10')).toThrow(/at least 1 point/);
  });

  it('tells the shopper how long to wait', () => {
    expect(tooManyRequestsMessage(1)).toBe("You're doing that too often. Please try again in 1 second.");
    expect(tooManyRequestsMessage(45)).toBe("You're doing that too often. Please try again in 45 seconds.");
    expect(tooManyRequestsMessage(600)).toBe("You're doing that too often. Please try again in 10 minutes.");
  });
});

describe('rate limits on public writes', () => {
  let stack: Stack;
  beforeAll(async () => {
    // One trusted proxy: the test plays the load balancer that names the client in X-Forwarded-For.
    stack = await startStack(['content'], undefined, { TRUSTED_PROXY_HOPS: '1' });
  }, 60_000);
  afterAll(() => stack.stop());

  const send = (ip: string) => request(stack.url).post('/api/contact').set('x-forwarded-for', ip).send(contact);

  it('answers the 31st contact message in a minute from one address with 429 and Retry-After; other addresses go on', async () => {
    for (let i = 0; i < 30; i++) expect((await send('198.51.100.1')).status).toBe(200);
    const refused = await send('198.51.100.1');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({ message: tooManyRequestsMessage(retryAfter) });

    expect((await send('198.51.100.2')).status).toBe(200);
  });

  it('counts every alias of a limited mutation over GraphQL, and refuses the whole operation', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `m${i}: sendContactMessage(input: $input) { success }`);
    const twenty = () =>
      request(stack.url)
        .post('/graphql')
        .set('x-forwarded-for', '198.51.100.3')
        .send({
          query: `mutation($input: ContactMessageInput!) { ${aliases.join(' ')} }`,
          variables: { input: contact },
        });
    const first = await twenty();
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data)).toHaveLength(20);
    const second = await twenty();
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(second.body.data).toBeUndefined();
    expect(second.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('leaves reads alone', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await request(stack.url).get('/api/categories').set('x-forwarded-for', '198.51.100.1')).status).toBe(200);
    }
  });
});
