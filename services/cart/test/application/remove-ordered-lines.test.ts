import { addToCart } from '../../src/application/add-to-cart';
import { removeOrderedLines, removeOrderedLinesOfAll } from '../../src/application/remove-ordered-lines';
import { browser, cartDb, signIn } from '../support/cart-db';

const db = cartDb();
const add = addToCart(db.connection, db.models, db.carts);
const removeOrdered = removeOrderedLines(db.models, db.carts);
const removeAllOrdered = removeOrderedLinesOfAll(db.carts);

beforeAll(async () => {
  await db.sells(1, 10);
  await db.sells(2, 10);
});

const placed = (userId: number | null, productIds = [1]) => ({
  orderId: 1,
  userId,
  lines: productIds.map((productId) => ({ productId, quantity: 1 })),
  totalPence: 1_000,
  customerEmail: null,
});

describe('a placed order empties what it bought', () => {
  it("from every basket of its customer, and from nobody else's", async () => {
    const phone = signIn(browser());
    const laptop = signIn(browser(), phone.user!.id);
    const someoneElse = signIn(browser());
    for (const shopper of [phone, laptop, someoneElse]) {
      await add({ sessionId: shopper.cartSession, productId: 1, quantity: 1 }, shopper);
      await add({ sessionId: shopper.cartSession, productId: 2, quantity: 2 }, shopper);
    }
    await removeOrdered({ order: placed(phone.user!.id), key: 'cart.orders:order-1' });
    expect(await db.linesOf(phone.cartSession!)).toEqual([[2, 2]]);
    expect(await db.linesOf(laptop.cartSession!)).toEqual([[2, 2]]);
    expect(await db.linesOf(someoneElse.cartSession!)).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("leaves guests' baskets alone: an order without a user names no basket", async () => {
    const guest = browser();
    await add({ sessionId: guest.cartSession, productId: 1, quantity: 1 }, guest);
    await removeOrdered({ order: placed(null), key: 'cart.orders:order-2' });
    expect(await db.linesOf(guest.cartSession!)).toEqual([[1, 1]]);
  });

  it("takes a slice's orders out of their buyers' baskets together, each order once", async () => {
    const ann = signIn(browser());
    const bob = signIn(browser());
    for (const shopper of [ann, bob]) {
      await add({ sessionId: shopper.cartSession, productId: 1, quantity: 1 }, shopper);
      await add({ sessionId: shopper.cartSession, productId: 2, quantity: 2 }, shopper);
    }
    const slice = [
      { order: placed(ann.user!.id, [1]), key: 'cart.orders:order-3' },
      { order: placed(ann.user!.id, [2]), key: 'cart.orders:order-4' },
      { order: placed(bob.user!.id, [2]), key: 'cart.orders:order-5' },
      { order: placed(null, [1, 2]), key: 'cart.orders:order-6' },
    ];
    await removeAllOrdered(slice);
    expect(await db.linesOf(ann.cartSession!)).toEqual([]);
    expect(await db.linesOf(bob.cartSession!)).toEqual([[1, 1]]);

    // Bob adds the product again; the slice delivered again leaves it, as the one-by-one handler does.
    await add({ sessionId: bob.cartSession, productId: 2, quantity: 1 }, bob);
    await removeAllOrdered(slice);
    await removeOrdered(slice[2]);
    expect(await db.linesOf(bob.cartSession!)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});
