import request from 'supertest';
import { signToken, verifyToken } from '@shop/kit';
import { TEST_JWT_SECRET, eventually, mintToken } from '@shop/kit/testing';
import { newCustomer } from '@shop/test-support/customers';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
const api = () => request(stack.url);

const PASSWORD = 'hire-me-123';
const signUp = (username: string, extra: Record<string, unknown> = {}) =>
  api()
    .post('/api/register')
    .send({
      username,
      email: `${username}@example.co.uk`,
      fullName: `${username} Shopper`,
      password: PASSWORD,
      ...extra,
    });

/** The cookie's lifetime in seconds; it ends when its token does. */
const maxAge = (cookie: string | undefined) => Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1]);

function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('shop_session='));
}

/** The cookie pair to send back, as a browser would. */
const cookiePair = (res: request.Response) => sessionCookie(res)!.split(';')[0];

function expectNoSecrets(res: request.Response) {
  expect(res.text).not.toContain(PASSWORD);
  expect(res.text).not.toMatch(/scrypt|passwordHash|"password"|"token"/);
}

// Stopped before the catalog stack starts: both would share the accounts consumer group.
describe('with content and accounts', () => {
  beforeAll(async () => {
    stack = await startStack(['content', 'accounts']);
  });
  afterAll(() => stack.stop());

  describe('register and the session cookie (storefront 5, 7)', () => {
    it('creates a customer (201), answers the user and sets an httpOnly, SameSite=Lax, 7-day cookie', async () => {
      const res = await signUp('casey');
      expect(res.status).toBe(201);
      expect(res.body).toEqual(
        newCustomer({ username: 'casey', email: 'casey@example.co.uk', fullName: 'casey Shopper' }),
      );
      expectNoSecrets(res);
      const cookie = sessionCookie(res)!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(maxAge(cookie)).toBeGreaterThan(7 * 24 * 60 * 60 - 60);
      const expires = Date.parse(cookie.match(/Expires=([^;]+)/)![1]);
      expect(Math.abs(expires - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);

      // updatedAt is left out: the kit's outbox relay touches it when it publishes UserRegistered.
      const me = await api().get('/api/user').set('cookie', cookiePair(res));
      expect(me.status).toBe(200);
      const { updatedAt: _relayed, ...user } = res.body;
      expect(me.body).toMatchObject(user);
    });

    it('always makes role user, whatever the body says', async () => {
      const res = await signUp('sneaky', { role: 'admin' });
      expect(res.status).toBe(201);
      expect(res.body.role).toBe('user');
    });

    it.each([
      [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
      [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
      [{ fullName: '' }, 'fullName: Full name is required'],
      [{ password: '12345' }, 'password: Password must be at least 6 characters'],
    ])('answers 400 naming the field for %p and signs nobody in', async (change, message) => {
      const res = await signUp('formcheck', change);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('answers 409 naming the field for a taken username or email', async () => {
      await signUp('dupe');
      const name = await signUp('dupe', { email: 'another@example.co.uk' });
      expect(name.status).toBe(409);
      expect(name.body).toEqual({ message: 'username: Username is already taken' });
      const email = await signUp('dupe2', { email: 'DUPE@example.co.uk' });
      expect(email.status).toBe(409);
      expect(email.body).toEqual({ message: 'email: An account with this email already exists' });
      expect(sessionCookie(email)).toBeUndefined();
    });
  });

  describe('login, current user and logout', () => {
    beforeAll(() => signUp('lee'));

    it('signs in, answers the user with username and sets the cookie', async () => {
      const res = await api().post('/api/login').send({ username: 'lee', password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: 'lee', email: 'lee@example.co.uk', role: 'user' });
      expectNoSecrets(res);
      expect(sessionCookie(res)).toMatch(/^shop_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
      const me = await api().get('/api/user').set('cookie', cookiePair(res));
      expect(me.body.username).toBe('lee');
    });

    it('answers 401 "Invalid username or password" for a wrong password or unknown user, without a cookie', async () => {
      for (const body of [
        { username: 'lee', password: 'wrong-password' },
        { username: 'nobody', password: PASSWORD },
      ]) {
        const res = await api().post('/api/login').send(body);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Invalid username or password' });
        expect(sessionCookie(res)).toBeUndefined();
      }
    });

    it('answers 401 "Not authenticated" on GET /api/user without a session or with a bad one', async () => {
      expect((await api().get('/api/user')).body).toEqual({ message: 'Not authenticated' });
      const bad = await api().get('/api/user').set('cookie', 'shop_session=forged.token.value');
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual({ message: 'Not authenticated' });
    });

    it('logs out with { success: true } and clears the cookie', async () => {
      const res = await api()
        .post('/api/logout')
        .set('cookie', cookiePair(await api().post('/api/login').send({ username: 'lee', password: PASSWORD })));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      const cleared = sessionCookie(res)!;
      expect(cleared).toMatch(/^shop_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared).toMatch(/HttpOnly/);
    });

    it('never answers the session token over /graphql, whatever the alias or fragment', async () => {
      const login = await api()
        .post('/graphql')
        .send({
          query: `mutation { x: login(input: { username: "lee", password: "${PASSWORD}" }) { token t: token } }`,
        });
      expect(login.body.data).toEqual({ x: { token: null, t: null } });
      expect(sessionCookie(login)).toMatch(/^shop_session=[^;]+;/);

      const register = await api()
        .post('/graphql')
        .send({
          query: `mutation { ... on Mutation { y: register(input: $input) { ...Secret } } }
            fragment Secret on Session { s: token user { username } }`.replace(
            '$input',
            `{ username: "alias", email: "alias@example.co.uk", fullName: "Al Ias", password: "${PASSWORD}" }`,
          ),
        });
      expect(register.body.data).toEqual({ y: { s: null, user: { username: 'alias' } } });
      expect(sessionCookie(register)).toMatch(/^shop_session=[^;]+;/);
    });

    it('signs in the seeded admin with role admin', async () => {
      const res = await api().post('/api/login').send({ username: 'admin', password: 'admin123' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: 'admin', role: 'admin' });
    });
  });

  describe('sessions that end at once', () => {
    beforeAll(() => signUp('kit'));
    const signIn = async () => cookiePair(await api().post('/api/login').send({ username: 'kit', password: PASSWORD }));
    const tokenOf = (pair: string) => pair.slice('shop_session='.length);

    it('refuses a token kept from before logout, as a cookie or a bearer token', async () => {
      const kept = await signIn();
      const other = await signIn();
      expect((await api().post('/api/logout').set('cookie', kept)).status).toBe(200);

      const replayed = await api().get('/api/user').set('cookie', kept);
      expect(replayed.status).toBe(401);
      expect(replayed.body).toEqual({ message: 'Not authenticated' });
      // The stale cookie is cleared on the way.
      expect(sessionCookie(replayed)).toMatch(/^shop_session=;/);
      const bearer = await api()
        .get('/api/user')
        .set('authorization', `Bearer ${tokenOf(kept)}`);
      expect(bearer.status).toBe(401);
      // Another browser's session goes on.
      expect((await api().get('/api/user').set('cookie', other)).status).toBe(200);
    });

    it('keeps a logged-out session ended for every renewal of it, even one outliving the token that logged out', async () => {
      const user = verifyToken(tokenOf(await signIn()), TEST_JWT_SECRET)!;
      // A copy about to expire: the gateway renews it for the whole 7 days.
      const expiring = signToken(user, TEST_JWT_SECRET, {
        expiresInSeconds: 3,
        sessionId: user.session.id,
        version: user.session.version,
      });
      const renewed = cookiePair(await api().get('/api/user').set('cookie', `shop_session=${expiring}`));
      expect(verifyToken(tokenOf(renewed), TEST_JWT_SECRET)!.session.id).toBe(user.session.id);

      expect((await api().post('/api/logout').set('cookie', `shop_session=${expiring}`)).status).toBe(200);
      expect((await api().get('/api/user').set('cookie', renewed)).status).toBe(401);
      // Past the life of the token that logged out, the renewed copy is still refused.
      const expiresAt = verifyToken(expiring, TEST_JWT_SECRET)!.session.expiresAt;
      await eventually(() => expect(Date.now() / 1000).toBeGreaterThan(expiresAt + 2), 10_000);
      expect((await api().get('/api/user').set('cookie', renewed)).status).toBe(401);
    });

    it('ends every session with "sign out everywhere"', async () => {
      const [laptop, phone] = [await signIn(), await signIn()];
      const res = await api().post('/graphql').set('cookie', phone).send({ query: 'mutation { signOutEverywhere }' });
      expect(res.body.data).toEqual({ signOutEverywhere: true });
      expect(sessionCookie(res)).toMatch(/^shop_session=;/);
      expect((await api().get('/api/user').set('cookie', laptop)).status).toBe(401);
      expect((await api().get('/api/user').set('cookie', phone)).status).toBe(401);
      expect(
        (
          await api()
            .get('/api/user')
            .set('cookie', await signIn())
        ).status,
      ).toBe(200);
    });

    it('gives admins 12-hour sessions, renewed with the same session once half of it has passed', async () => {
      const login = await api().post('/api/login').send({ username: 'admin', password: 'admin123' });
      expect(maxAge(sessionCookie(login))).toBeGreaterThan(12 * 60 * 60 - 60);
      expect(maxAge(sessionCookie(login))).toBeLessThanOrEqual(12 * 60 * 60);

      const admin = verifyToken(tokenOf(cookiePair(login)), TEST_JWT_SECRET)!;
      const ageing = signToken(admin, TEST_JWT_SECRET, {
        expiresInSeconds: 60 * 60,
        sessionId: admin.session.id,
        version: admin.session.version,
      });
      const res = await api().get('/api/user').set('cookie', `shop_session=${ageing}`);
      expect(res.status).toBe(200);
      const renewed = verifyToken(tokenOf(cookiePair(res)), TEST_JWT_SECRET)!;
      expect(renewed.session.id).toBe(admin.session.id);
      expect(renewed.session.expiresAt - Date.now() / 1000).toBeGreaterThan(11 * 60 * 60);
      // A fresh session is left as it is.
      expect(sessionCookie(await api().get('/api/user').set('cookie', cookiePair(login)))).toBeUndefined();
    });
  });

  describe('NoSQL-injection bodies (objects where strings belong)', () => {
    it.each([
      [{ username: { $ne: null }, password: { $ne: null } }, /^username: /],
      [{ username: 'admin', password: { $gt: '' } }, /^password: /],
      [{ username: ['admin'], password: 'admin123' }, /^username: /],
    ])('answers 400 to login %p and signs nobody in', async (body, message) => {
      const res = await api().post('/api/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(sessionCookie(res)).toBeUndefined();
    });

    it.each([
      [{ username: { $gt: '' }, email: 'x@example.co.uk', fullName: 'X', password: PASSWORD }, /^username: /],
      [{ username: 'inject', email: { $regex: '.*' }, fullName: 'X', password: PASSWORD }, /^email: /],
      [{ username: 'inject', email: 'x@example.co.uk', fullName: 'X', password: { $ne: 1 } }, /^password: /],
    ])('answers 400 to register %p and creates nobody', async (body, message) => {
      const res = await api().post('/api/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(sessionCookie(res)).toBeUndefined();
      const again = await api().post('/api/login').send({ username: 'inject', password: PASSWORD });
      expect(again.status).toBe(401);
    });

    it('answers 400 to a body that is not an object', async () => {
      const res = await api().post('/api/login').send(['admin', 'admin123']);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body must be a JSON object' });
    });
  });

  describe('PATCH /api/user', () => {
    it('updates the profile, ignores fields it does not own and clears a field with an empty string', async () => {
      const session = cookiePair(await signUp('robin'));
      await signUp('other');
      const res = await api().patch('/api/user').set('cookie', session).send({
        id: 999,
        username: 'renamed',
        role: 'admin',
        city: 'Eastbourne',
        phone: '01323 000000',
        fullName: 'Robin Hood',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        username: 'robin',
        role: 'user',
        city: 'Eastbourne',
        phone: '01323 000000',
        fullName: 'Robin Hood',
      });
      expectNoSecrets(res);

      const cleared = await api().patch('/api/user').set('cookie', session).send({ phone: '' });
      expect(cleared.body).toMatchObject({ phone: null, city: 'Eastbourne' });

      const taken = await api().patch('/api/user').set('cookie', session).send({ email: 'other@example.co.uk' });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'email: An account with this email already exists' });

      const bad = await api().patch('/api/user').set('cookie', session).send({ email: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'email: Please enter a valid email address' });
    });

    it('answers 401 when nobody is signed in', async () => {
      const res = await api().patch('/api/user').send({ city: 'Hove' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'You must be signed in' });
    });
  });

  describe('wishlist check, add and remove (storefront 3, 7)', () => {
    let session: string;
    beforeAll(async () => {
      session = cookiePair(await signUp('wish'));
    });

    it('adds a product once, checks it and removes it', async () => {
      expect((await api().get('/api/wishlist/check/501').set('cookie', session)).body).toEqual({ isInWishlist: false });
      const added = await api().post('/api/wishlist').set('cookie', session).send({ productId: 501 });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ success: true });
      expect((await api().post('/api/wishlist').set('cookie', session).send({ productId: '501' })).body).toEqual({
        success: true,
      });
      expect((await api().get('/api/wishlist/check/501').set('cookie', session)).body).toEqual({ isInWishlist: true });
      const removed = await api().delete('/api/wishlist/501').set('cookie', session);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ success: true });
      expect((await api().get('/api/wishlist/check/501').set('cookie', session)).body).toEqual({ isInWishlist: false });
    });

    it.each([
      ['a word', { productId: 'abc' }, 'productId: must be a number'],
      ['an object', { productId: { $gt: 0 } }, 'productId: must be a number'],
      ['nothing', {}, 'productId: must be a number'],
      ['zero', { productId: 0 }, 'productId: must be a positive id'],
    ])('answers 400 to a product id that is %s', async (_what, body, message) => {
      const res = await api().post('/api/wishlist').set('cookie', session).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    it('answers 400 to a bad product id in the path', async () => {
      expect((await api().get('/api/wishlist/check/abc').set('cookie', session)).status).toBe(400);
      expect((await api().delete('/api/wishlist/-1').set('cookie', session)).body.message).toMatch(/^productId: /);
    });

    it('answers 401 to every wishlist call when nobody is signed in', async () => {
      for (const res of [
        await api().get('/api/wishlist/check/1'),
        await api().post('/api/wishlist').send({ productId: 1 }),
        await api().delete('/api/wishlist/1'),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'You must be signed in' });
      }
    });
  });

  // Last: it uses up this address's failure budget for one username.
  describe('failed-login limit through the gateway', () => {
    it('holds wrong passwords sent at once to the limit: of 12, 5 answer 401 and the rest 429', async () => {
      await signUp('rush');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => api().post('/api/login').send({ username: 'rush', password: 'guess-pass' })),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    });

    it('answers 429 with Retry-After after 5 failures, and a forged X-Forwarded-For does not reset it', async () => {
      await signUp('target');
      for (let i = 0; i < 5; i++) {
        expect((await api().post('/api/login').send({ username: 'target', password: 'guess-pass' })).status).toBe(401);
      }
      const blocked = await api()
        .post('/api/login')
        .set('x-forwarded-for', '203.0.113.77')
        .send({ username: 'target', password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(sessionCookie(blocked)).toBeUndefined();
    });
  });
});

describe('GET /api/wishlist with the catalog (storefront 3, 7)', () => {
  let full: Stack;
  const admin = `Bearer ${mintToken('admin')}`;
  const call = () => request(full.url);

  beforeAll(async () => {
    full = await startStack(['content', 'catalog', 'accounts']);
  });
  afterAll(() => full.stop());

  it('lists items with the product fields the catalog answers', async () => {
    const category = await call()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Speakers', slug: 'speakers' });
    const product = {
      name: 'Powered Speaker',
      slug: 'powered-speaker',
      description: 'Two-way 12" powered speaker',
      price: 449.99,
      compareAtPrice: 499.99,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId: category.body.id,
      stock: 8,
    };
    // The catalog learns categories from content's events.
    const created = await eventually(async () => {
      const res = await call().post('/api/admin/products').set('authorization', admin).send(product);
      expect(res.status).toBe(201);
      return res.body as { id: number };
    }, 30_000);

    expect((await call().get('/api/wishlist')).status).toBe(401);
    const session = cookiePair(
      await call()
        .post('/api/register')
        .send({ username: 'lister', email: 'lister@example.co.uk', fullName: 'List Er', password: PASSWORD }),
    );
    await call().post('/api/wishlist').set('cookie', session).send({ productId: created.id });
    // A product the catalog does not have (deleted, its event still on the way) is left out.
    await call().post('/api/wishlist').set('cookie', session).send({ productId: 987_654 });
    const list = await call().get('/api/wishlist').set('cookie', session);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        productId: created.id,
        createdAt: expect.any(String),
        product: {
          id: created.id,
          slug: 'powered-speaker',
          name: 'Powered Speaker',
          description: 'Two-way 12" powered speaker',
          price: 449.99,
          compareAtPrice: 499.99,
          imageUrl: '/images/products/pa-speaker.svg',
          stock: 8,
        },
      },
    ]);

    // Deleting the product in the catalog takes it off every wishlist (accounts consumes ProductDeleted).
    expect((await call().delete(`/api/admin/products/${created.id}`).set('authorization', admin)).status).toBe(200);
    await eventually(async () => {
      const check = await call().get(`/api/wishlist/check/${created.id}`).set('cookie', session);
      expect(check.body).toEqual({ isInWishlist: false });
    }, 30_000);
    expect((await call().get('/api/wishlist').set('cookie', session)).body).toEqual([]);
  });
});
