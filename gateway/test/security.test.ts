import request from 'supertest';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(['content']);
}, 60_000);
afterAll(() => stack.stop());

const contact = {
  name: 'Sam Rivers',
  email: 'sam@example.co.uk',
  subject: 'Wedding PA',
  message: 'Can you do 14 June?',
};

describe('security headers and same-origin writes', () => {
  it.each(['/api/categories', '/', '/assets/missing.js', '/admin/'])(
    'sends the security headers on %s',
    async (path) => {
      const res = await request(stack.url).get(path);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Plain http here: HSTS only when the shop runs behind HTTPS (COOKIE_SECURE=true).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('refuses a write sent by another site with 403, and takes the shop’s own and origin-less ones', async () => {
    const foreign = await request(stack.url).post('/api/contact').set('origin', 'https://evil.example').send(contact);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'Requests from other sites are not accepted' });
    const viaGraphql = await request(stack.url)
      .post('/graphql')
      .set('origin', 'https://evil.example')
      .send({ query: '{ categories { id } }' });
    expect(viaGraphql.status).toBe(403);

    const host = new URL(stack.url).host;
    const own = await request(stack.url).post('/api/contact').set('origin', `http://${host}`).send(contact);
    expect(own.status).toBeLessThan(300);
    expect((await request(stack.url).post('/api/contact').send(contact)).status).toBeLessThan(300);
    // Reads are not writes: a page elsewhere may still read the public catalogue.
    expect((await request(stack.url).get('/api/categories').set('origin', 'https://evil.example')).status).toBe(200);
  });
});
