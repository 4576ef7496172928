import { addToCart } from '../../src/application/add-to-cart';
import { removeOrderedLines } from '../../src/application/remove-ordered-lines';
import { browser, cartDb, signIn } from '../support/cart-db';

const db = cartDb();
const add = addToCart(db.connection, db.models, db.carts);
const removeOrdered = removeOrderedLines(db.models, db.carts);

beforeAll(async () => {
  await db.sells(1, 10);
  await db.sells(2, 10);
});

const placed = (userId: number | null) => ({
  orderId: 1,
  userId,
  lines: [{ productId: 1, quantity: 1 }],
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
    await removeOrdered(placed(phone.user!.id), 'cart.orders:order-1');
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
    await removeOrdered(placed(null), 'cart.orders:order-2');
    expect(await db.linesOf(guest.cartSession!)).toEqual([[1, 1]]);
  });
});
