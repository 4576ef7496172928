import { addToCart } from '../../src/application/add-to-cart';
import { bindCartSession } from '../../src/application/bind-cart-session';
import { removeAbandonedBaskets } from '../../src/application/remove-abandoned-baskets';
import { browser, cartDb, signIn } from '../support/cart-db';

const db = cartDb();
const add = addToCart(db.connection, db.models, db.carts);
const bindSession = bindCartSession(db.models, db.carts);

beforeAll(async () => {
  await db.sells(1, 4);
  await db.sells(2, 100);
});

describe('which basket session a shopper is bound to (GET /api/cart/session)', () => {
  it("keeps a guest's session, and gives a browser without one a new one", async () => {
    const guest = browser();
    expect(await bindSession(guest)).toBe(guest.cartSession);
    const fresh = await bindSession({ user: null, cartSession: null });
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes a guest basket the user's on sign-in, and hands it to nobody after sign-out", async () => {
    const guest = browser();
    await add({ sessionId: guest.cartSession, productId: 2, quantity: 1 }, guest);
    const user = signIn(guest);
    expect(await bindSession(user)).toBe(guest.cartSession);
    expect((await db.models.Cart.findOne({ sessionId: guest.cartSession }).lean())!.userId).toBe(user.user!.id);
    expect(await bindSession({ ...guest, user: null })).not.toBe(guest.cartSession);
  });

  it("merges a guest basket into the user's once, up to the stock, and drops it", async () => {
    const earlier = signIn(browser());
    await add({ sessionId: earlier.cartSession, productId: 1, quantity: 3 }, earlier);
    const guest = browser();
    await add({ sessionId: guest.cartSession, productId: 1, quantity: 2 }, guest);
    await add({ sessionId: guest.cartSession, productId: 2, quantity: 1 }, guest);

    const user = signIn(guest, earlier.user!.id);
    expect(await bindSession(user)).toBe(earlier.cartSession);
    expect(await db.linesOf(earlier.cartSession!)).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(await db.linesOf(guest.cartSession!)).toBeUndefined();
  });
});

describe('abandoned baskets', () => {
  it('removes the baskets untouched for longer than their time to live, and only those', async () => {
    const stale = browser();
    const fresh = browser();
    await add({ sessionId: stale.cartSession, productId: 2, quantity: 1 }, stale);
    await add({ sessionId: fresh.cartSession, productId: 2, quantity: 1 }, fresh);
    await db.models.Cart.collection.updateOne(
      { sessionId: stale.cartSession },
      { $set: { updatedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) } },
    );
    expect(await removeAbandonedBaskets(db.models, 30)()).toBe(1);
    expect(await db.linesOf(stale.cartSession!)).toBeUndefined();
    expect(await db.linesOf(fresh.cartSession!)).toEqual([[2, 1]]);
  });
});
