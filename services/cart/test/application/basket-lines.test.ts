import { randomUUID } from 'node:crypto';
import { addToCart } from '../../src/application/add-to-cart';
import { cartQueries } from '../../src/application/cart-queries';
import { clearCart } from '../../src/application/clear-cart';
import { removeCartLine } from '../../src/application/remove-cart-line';
import { updateCartLine } from '../../src/application/update-cart-line';
import { browser, cartDb, signIn } from '../support/cart-db';

const db = cartDb();
const add = addToCart(db.connection, db.models, db.carts);
const updateLine = updateCartLine(db.models, db.carts);
const removeLine = removeCartLine(db.carts);
const clear = clearCart(db.carts);
const queries = cartQueries(db.models);

beforeAll(async () => {
  await db.sells(1, 5);
  await db.sells(2, 100);
  await db.sells(3, 5, { isHireItem: true });
  await db.sells(4, 5, { deleted: true });
});

describe('adding to a basket (storefront 2, 7)', () => {
  it("starts the browser's basket with the first line and raises that line after", async () => {
    const shopper = browser();
    const sessionId = shopper.cartSession!;
    const first = await add({ sessionId, productId: 1, quantity: 2 }, shopper);
    const raised = await add({ sessionId, productId: 1, quantity: 1 }, shopper);
    await add({ sessionId, productId: 2, quantity: 1 }, shopper);
    expect(raised).toMatchObject({ id: first.id, productId: 1, quantity: 3 });
    expect(await db.linesOf(sessionId)).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('refuses more than the stock, hire equipment and a product no longer sold', async () => {
    const shopper = browser();
    const sessionId = shopper.cartSession!;
    await add({ sessionId, productId: 1, quantity: 4 }, shopper);
    await expect(add({ sessionId, productId: 1, quantity: 2 }, shopper)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only 5 in stock',
    });
    await expect(add({ sessionId, productId: 3, quantity: 1 }, shopper)).rejects.toMatchObject({
      field: 'productId',
      message: 'productId: This product is for hire only; request a hire quote instead',
    });
    await expect(add({ sessionId, productId: 4, quantity: 1 }, shopper)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product 4 not found',
    });
    expect(await db.linesOf(sessionId)).toEqual([[1, 4]]);
  });

  it("answers another browser's session or another user's basket as not found", async () => {
    const guest = browser();
    await expect(add({ sessionId: randomUUID(), productId: 2, quantity: 1 }, guest)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Basket not found',
    });
    const owner = signIn(browser());
    await add({ sessionId: owner.cartSession, productId: 2, quantity: 1 }, owner);
    const thief = signIn({ ...owner });
    await expect(add({ sessionId: owner.cartSession, productId: 2, quantity: 1 }, thief)).rejects.toMatchObject({
      message: 'Basket not found',
    });
    await expect(queries.cart(owner.cartSession, thief)).rejects.toMatchObject({ message: 'Basket not found' });
    expect((await queries.cart(owner.cartSession, owner)).items.map((line) => line.quantity)).toEqual([1]);
  });

  it('refuses a session id that is not one', async () => {
    await expect(add({ sessionId: 'abc', productId: 2, quantity: 1 }, browser())).rejects.toMatchObject({
      field: 'sessionId',
      message: 'sessionId: This basket session is not valid; reload the page to start a new one',
    });
  });
});

describe("changing a basket's lines", () => {
  it('sets a quantity within the stock, removes a line and clears the basket', async () => {
    const shopper = browser();
    const sessionId = shopper.cartSession!;
    const mixer = await add({ sessionId, productId: 1, quantity: 1 }, shopper);
    const cable = await add({ sessionId, productId: 2, quantity: 1 }, shopper);

    expect(await updateLine({ id: mixer.id, quantity: 5 }, shopper)).toMatchObject({ id: mixer.id, quantity: 5 });
    await expect(updateLine({ id: mixer.id, quantity: 6 }, shopper)).rejects.toMatchObject({
      message: 'Only 5 in stock',
    });
    await removeLine({ id: cable.id }, shopper);
    expect(await db.linesOf(sessionId)).toEqual([[1, 5]]);
    await clear({ sessionId }, shopper);
    expect(await db.linesOf(sessionId)).toEqual([]);
  });

  it('answers a line in a basket the caller may not change as no longer there', async () => {
    const owner = browser();
    const line = await add({ sessionId: owner.cartSession, productId: 2, quantity: 1 }, owner);
    const stranger = browser();
    const gone = { code: 'NOT_FOUND', message: 'This item is no longer in your basket' };
    await expect(updateLine({ id: line.id, quantity: 2 }, stranger)).rejects.toMatchObject(gone);
    await expect(removeLine({ id: line.id }, stranger)).rejects.toMatchObject(gone);
    await expect(clear({ sessionId: owner.cartSession }, stranger)).rejects.toMatchObject({
      message: 'Basket not found',
    });
    expect(await db.linesOf(owner.cartSession!)).toEqual([[2, 1]]);
    // Clearing the browser's own session before it has a basket is fine: it is empty already.
    await expect(clear({ sessionId: stranger.cartSession }, stranger)).resolves.toBeUndefined();
  });
});
