import request from 'supertest';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';
import { addWhenKnown, adminToken, browser, cartSession, shopProducts, type ShopProducts } from './support/shop';

let stack: Stack;
let shop: ShopProducts;
let mixer: { id: number; slug: string };
let cable: { id: number; slug: string };

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'cart']);
  shop = await shopProducts(stack.url);
  mixer = await shop.create({ name: 'Four Channel Mixer', price: 249.99, stock: 5 });
  cable = await shop.create({ name: 'XLR Cable', price: 12.5, stock: 40 });
});
afterAll(() => stack.stop());

const cartCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('shop_cart='));

describe('basket session (storefront 4, 7: GET /api/cart/session)', () => {
  it('issues a random id bound to the browser by an httpOnly cookie, and keeps answering it', async () => {
    const shopper = browser(stack.url);
    const res = await shopper.get('/api/cart/session');
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = cartCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await cartSession(shopper)).toBe(res.body.sessionId);
    expect(await cartSession(browser(stack.url))).not.toBe(res.body.sessionId);
  });

  it('lists an empty basket for a session that has added nothing yet', async () => {
    const shopper = browser(stack.url);
    const res = await shopper.get(`/api/cart/${await cartSession(shopper)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('adding and changing lines (storefront 2 basket, 7)', () => {
  it('adds a product, raises the same line when added again, and lists it with the live price', async () => {
    const shopper = browser(stack.url);
    const sessionId = await cartSession(shopper);
    const first = await addWhenKnown(shopper, sessionId, mixer.id, 2);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ productId: mixer.id, quantity: 2, product: { price: 249.99, stock: 5 } });
    const again = await shopper.post('/api/cart').send({ sessionId, productId: mixer.id, quantity: 1 });
    expect(again.body).toMatchObject({ id: first.body.id, quantity: 3 });

    const list = await shopper.get(`/api/cart/${sessionId}`);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: first.body.id,
        quantity: 3,
        product: expect.objectContaining({ name: 'Four Channel Mixer', slug: mixer.slug, price: 249.99 }),
      }),
    ]);

    const set = await shopper.patch(`/api/cart/${first.body.id}`).send({ quantity: 1 });
    expect(set.status).toBe(200);
    expect(set.body.quantity).toBe(1);
    expect((await shopper.delete(`/api/cart/${first.body.id}`)).body).toEqual({ success: true });
    expect((await shopper.get(`/api/cart/${sessionId}`)).body).toEqual([]);
  });

  it.each([0, -1, 1.5, 'abc', null])('refuses the quantity %p with 400 naming the field', async (quantity) => {
    const shopper = browser(stack.url);
    const sessionId = await cartSession(shopper);
    const line = await addWhenKnown(shopper, sessionId, cable.id, 1);
    const add = await shopper.post('/api/cart').send({ sessionId, productId: cable.id, quantity });
    expect(add.status).toBe(400);
    expect(add.body.message).toMatch(/^quantity: /);
    const patch = await shopper.patch(`/api/cart/${line.body.id}`).send({ quantity });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toMatch(/^quantity: /);
    expect((await shopper.get(`/api/cart/${sessionId}`)).body[0].quantity).toBe(1);
  });

  it('answers 404 for an unknown product, 400 for hire equipment and 409 beyond the stock', async () => {
    const shopper = browser(stack.url);
    const sessionId = await cartSession(shopper);
    const hire = await shop.create({ name: 'Hire Only Fogger', isHireItem: true, hirePriceDaily: 20 });
    const unknown = await shopper.post('/api/cart').send({ sessionId, productId: 999_999, quantity: 1 });
    expect(unknown.status).toBe(404);
    await eventually(async () => {
      const res = await shopper.post('/api/cart').send({ sessionId, productId: hire.id, quantity: 1 });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^productId: .*hire/);
    }, 30_000);
    await addWhenKnown(shopper, sessionId, mixer.id, 4);
    const tooMany = await shopper.post('/api/cart').send({ sessionId, productId: mixer.id, quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 5 in stock');
    const line = (await shopper.get(`/api/cart/${sessionId}`)).body[0];
    expect((await shopper.patch(`/api/cart/${line.id}`).send({ quantity: 6 })).status).toBe(409);
    expect((await shopper.get(`/api/cart/${sessionId}`)).body[0].quantity).toBe(4);
  });

  it('answers 400 for a malformed session or line id', async () => {
    const shopper = browser(stack.url);
    expect((await shopper.get('/api/cart/not-a-session')).status).toBe(400);
    const add = await shopper.post('/api/cart').send({ sessionId: 'nope', productId: cable.id, quantity: 1 });
    expect(add.status).toBe(400);
    expect(add.body.message).toMatch(/^sessionId: /);
    // The path parameter of /api/cart/{id} as the API description names it.
    expect((await shopper.patch('/api/cart/abc').send({ quantity: 1 })).body.message).toMatch(/^id: /);
  });
});

describe("another browser's basket", () => {
  it('cannot add to, change, remove or clear it (404), though its owner can', async () => {
    const owner = browser(stack.url);
    const sessionId = await cartSession(owner);
    const line = (await addWhenKnown(owner, sessionId, cable.id, 2)).body;
    const stranger = browser(stack.url);
    await cartSession(stranger);

    expect((await stranger.post('/api/cart').send({ sessionId, productId: cable.id, quantity: 1 })).status).toBe(404);
    expect((await stranger.patch(`/api/cart/${line.id}`).send({ quantity: 9 })).status).toBe(404);
    expect((await stranger.delete(`/api/cart/${line.id}`)).status).toBe(404);
    expect((await stranger.delete(`/api/cart/session/${sessionId}`)).status).toBe(404);
    expect((await request(stack.url).patch(`/api/cart/${line.id}`).send({ quantity: 9 })).status).toBe(404);
    expect((await owner.get(`/api/cart/${sessionId}`)).body).toEqual([expect.objectContaining({ quantity: 2 })]);

    expect((await owner.delete(`/api/cart/session/${sessionId}`)).body).toEqual({ success: true });
    expect((await owner.get(`/api/cart/${sessionId}`)).body).toEqual([]);
  });
});

describe('signing in and out', () => {
  it("merges a guest basket into the user's on sign-in, and gives a fresh basket after sign-out", async () => {
    const token = `Bearer ${mintToken('user')}`;
    // The user's basket from another device.
    const laptop = browser(stack.url, token);
    const userSession = await cartSession(laptop);
    await addWhenKnown(laptop, userSession, cable.id, 1);

    const phone = request.agent(stack.url);
    const guestSession = await cartSession(phone);
    await addWhenKnown(phone, guestSession, cable.id, 2);
    await addWhenKnown(phone, guestSession, mixer.id, 1);

    const signedIn = await phone.get('/api/cart/session').set('authorization', token);
    expect(signedIn.body.sessionId).toBe(userSession);
    const lines = (await phone.get(`/api/cart/${userSession}`).set('authorization', token)).body;
    expect(lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [cable.id, 3],
      [mixer.id, 1],
    ]);
    // Asking again merges nothing twice.
    await phone.get('/api/cart/session').set('authorization', token);
    expect((await laptop.get(`/api/cart/${userSession}`)).body[0].quantity).toBe(3);

    // Signed out, the same browser starts afresh and cannot read or change the user's basket.
    const signedOut = await phone.get('/api/cart/session');
    expect(signedOut.body.sessionId).not.toBe(userSession);
    expect((await phone.get(`/api/cart/${userSession}`)).status).toBe(404);
    expect((await phone.delete(`/api/cart/${lines[0].id}`)).status).toBe(404);
  });
});

describe('catalog changes reach the basket', () => {
  it('shows a new price at once and a deleted product as unavailable (null)', async () => {
    const amp = await shop.create({ name: 'Stage Amplifier', price: 300, stock: 3 });
    const shopper = browser(stack.url);
    const sessionId = await cartSession(shopper);
    await addWhenKnown(shopper, sessionId, amp.id, 1);
    const asAdmin = () => request.agent(stack.url).set('authorization', adminToken);
    expect((await asAdmin().put(`/api/admin/products/${amp.id}`).send({ price: 275 })).status).toBe(200);
    expect((await shopper.get(`/api/cart/${sessionId}`)).body[0].product.price).toBe(275);
    expect((await asAdmin().delete(`/api/admin/products/${amp.id}`)).status).toBe(200);
    expect((await shopper.get(`/api/cart/${sessionId}`)).body[0].product).toBeNull();
    // And once the cart has heard, the product cannot be added again.
    await eventually(async () => {
      expect((await shopper.post('/api/cart').send({ sessionId, productId: amp.id, quantity: 1 })).status).toBe(404);
    }, 30_000);
  });
});
