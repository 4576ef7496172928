import request from 'supertest';
import { mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { adminToken, browser } from './support/shop';

/**
 * The admin's Payments card through the gateway (GET/PUT /api/admin/payments/settings): admins only, 400 naming the
 * field with nothing saved, the secrets never answered back; and the checkout offering PayPal only while it is on.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack(['content', 'orders', 'payments']);
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

const PATH = '/api/admin/payments/settings';
const SECRET_KEY = 'sk_test_GatewaySavedKey4242';
const WEBHOOK_SECRET = 'whsec_gateway_saved_secret_9f3e';
const checkoutOptions = async () => (await request(stack.url).get('/api/checkout-options')).body;

describe('payments settings for admins (/api/admin/payments/settings)', () => {
  it.each([
    ['nobody signed in', undefined, 401],
    ['a customer', `Bearer ${mintToken('user')}`, 403],
  ])('refuses %s', async (_who, token, status) => {
    expect((await browser(stack.url, token).get(PATH)).status).toBe(status);
    const put = await browser(stack.url, token)
      .put(PATH)
      .send({ publishableKey: 'pk_test_abc', paypalEnabled: false, secretKey: SECRET_KEY });
    expect(put.status).toBe(status);
    expect((await browser(stack.url, adminToken).get(PATH)).body.saved).toBe(false);
  });

  it('refuses a mix of live and test keys and what is not a key, naming the field, and saves nothing', async () => {
    const mixed = await browser(stack.url, adminToken)
      .put(PATH)
      .send({ publishableKey: 'pk_test_abc', paypalEnabled: false, secretKey: 'sk_live_abc123' });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toMatch(/^publishableKey: /);
    const notKey = await browser(stack.url, adminToken)
      .put(PATH)
      .send({ publishableKey: 'pk_test_abc', paypalEnabled: false, secretKey: 'password' });
    expect(notKey.status).toBe(400);
    expect(notKey.body.message).toMatch(/^secretKey: /);
    const noSwitch = await browser(stack.url, adminToken).put(PATH).send({ publishableKey: 'pk_test_abc' });
    expect(noSwitch.body.message).toMatch(/^paypalEnabled: /);
    expect((await browser(stack.url, adminToken).get(PATH)).body).toMatchObject({ saved: false, paypalEnabled: true });
    expect(await checkoutOptions()).toMatchObject({ paypal: true });
  });

  it('saves the card, answers the secrets only as set and their last 4, and the checkout stops offering PayPal', async () => {
    const saved = await browser(stack.url, adminToken).put(PATH).send({
      publishableKey: 'pk_test_GatewayPublishable',
      paypalEnabled: false,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      mode: 'test',
      publishableKey: 'pk_test_GatewayPublishable',
      paypalEnabled: false,
      secretKey: { set: true, last4: '4242' },
      webhookSecret: { set: true, last4: '9f3e' },
      saved: true,
    });
    const read = await browser(stack.url, adminToken).get(PATH);
    expect(read.body).toEqual(saved.body);
    for (const answer of [saved.text, read.text]) {
      expect(answer).not.toContain(SECRET_KEY);
      expect(answer).not.toContain(WEBHOOK_SECRET);
    }
    expect(await checkoutOptions()).toMatchObject({ paypal: false });

    const on = await browser(stack.url, adminToken)
      .put(PATH)
      .send({ publishableKey: 'pk_test_GatewayPublishable', paypalEnabled: true });
    expect(on.body).toMatchObject({ paypalEnabled: true, secretKey: { set: true, last4: '4242' } });
    expect(await checkoutOptions()).toMatchObject({ paypal: true });
  });
});
