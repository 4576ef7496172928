import request from 'supertest';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack(['content', 'accounts', 'cart', 'hire']);
});
afterAll(() => stack.stop());

const DAY = 24 * 60 * 60 * 1000;
const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const cleared = (res: request.Response, name: string) =>
  setCookies(res).some((c) => c.startsWith(`${name}=;`) && /Expires=Thu, 01 Jan 1970/.test(c));

describe('signing out clears what belongs to the person who signed in', () => {
  it('clears the quote and basket cookies with the session, so the next person cannot submit the last quote', async () => {
    const browser = request.agent(stack.url);
    const signedUp = await browser.post('/api/register').send({
      username: 'sam',
      email: 'sam@example.co.uk',
      fullName: 'Sam Private',
      password: 'hire-me-123',
    });
    expect(signedUp.status).toBe(201);
    expect((await browser.get('/api/cart/session')).status).toBe(200);
    const quote = await browser.post('/api/hire/quotes').send({
      customerName: 'Sam Private',
      customerEmail: 'sam@example.co.uk',
      customerPhone: '07700 900123',
      deliveryAddress: '1 Secret Lane',
      deliveryCity: 'Brighton',
      deliveryPostalCode: 'BN1 1AA',
      startDate: new Date(Date.now() + 30 * DAY).toISOString(),
      endDate: new Date(Date.now() + 33 * DAY).toISOString(),
      deliveryRequired: true,
      installationRequired: false,
    });
    expect(quote.status).toBe(201);

    const logout = await browser.post('/api/logout');
    expect(logout.status).toBe(200);
    for (const name of ['shop_session', 'shop_quotes', 'shop_cart']) expect(cleared(logout, name)).toBe(true);

    const submitted = await browser.post(`/api/hire/quotes/${quote.body.id}/submit`);
    expect(submitted.status).toBe(401);
    expect(submitted.text).not.toMatch(/Sam Private|sam@example|07700|Secret Lane/);
  });
});
