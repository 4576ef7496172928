import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import type { StripeStandIn } from '@shop/test-support/stripe';
import { orderPage, sessionOf } from './support/pay-order';
import { address, adminToken, browser, shopProducts, whenKnown } from './support/shop';

/**
 * PayPal as the admin's Payments card sets it, through the gateway on the real engines: switched off, a checkout
 * asking for PayPal is refused (400 naming paymentMethod, nothing placed, no stock held) and Stripe's page for a card
 * order is opened offering card alone; switched on, both are taken again.
 */
let stack: Stack;
let stripe: StripeStandIn;
let mixer: { id: number };

const SETTINGS = '/api/admin/payments/settings';
const paypal = (enabled: boolean) =>
  browser(stack.url, adminToken).put(SETTINGS).send({ publishableKey: 'pk_test_abc', paypalEnabled: enabled });
const checkout = (token: string, paymentMethod: string) =>
  request(stack.url)
    .post('/api/orders')
    .set('authorization', token)
    .send({ ...address, paymentMethod, total: 120, items: [{ productId: mixer.id, quantity: 1 }] });
/** What the shop can still sell of the product (the catalog's stock less what orders hold). */
const available = async () =>
  (await request(stack.url).get(`/api/products/${mixer.id}`).set('authorization', adminToken)).body.stock as number;

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'orders', 'payments']);
  stripe = stack.stripe!;
  const shop = await shopProducts(stack.url);
  mixer = await shop.create({ name: 'PayPal Mixer', price: 100, stock: 5 });
}, 120_000);
afterAll(() => stack.stop());

describe('PayPal switched off in the Payments card (POST /api/orders)', () => {
  it('refuses a PayPal order naming paymentMethod and holds nothing; a card order is paid on a card-only page', async () => {
    expect((await paypal(false)).status).toBe(200);
    expect((await request(stack.url).get('/api/checkout-options')).body).toMatchObject({ paypal: false });
    const token = `Bearer ${mintToken('user')}`;

    const refused = await whenKnown(() => checkout(token, 'paypal'));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'paymentMethod: PayPal is not available at the moment; please pay by card',
    });
    expect((await request(stack.url).get('/api/user/orders').set('authorization', token)).body).toEqual([]);

    const card = await checkout(token, 'credit-card');
    expect(card.status).toBe(201);
    // Only the card order's unit is held: the refused order reserved nothing.
    await eventually(async () => expect(await available()).toBe(4), 30_000);
    const session = stripe.sessions.get(sessionOf(await orderPage(stack.url, token, card.body.id)))!;
    expect(session.object.payment_method_types).toEqual(['card']);
    expect(await (await fetch(stripe.pageUrl(session.id))).text()).not.toContain('PayPal');
  });

  it('takes PayPal again once it is switched back on, its page offering it', async () => {
    expect((await paypal(true)).status).toBe(200);
    const token = `Bearer ${mintToken('user')}`;
    const placed = await checkout(token, 'paypal');
    expect(placed.status).toBe(201);
    expect(placed.body.paymentMethod).toBe('paypal');
    const session = stripe.sessions.get(sessionOf(await orderPage(stack.url, token, placed.body.id)))!;
    expect(session.object.payment_method_types).toEqual(['card', 'paypal']);
    expect(await (await fetch(stripe.pageUrl(session.id))).text()).toContain('Pay with PayPal');
  });
});
