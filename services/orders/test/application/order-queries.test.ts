import { orderQueries } from '../../src/application/order-queries';
import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();
const queries = orderQueries(db.models);
const admin = signedIn('admin');

beforeAll(() => db.sells(1, 10_000));

const placeFor = (shopper: ReturnType<typeof signedIn>, customerName: string) =>
  db.placeOrder(
    { input: { ...deliveryAddress, customerName, total: 120, items: [{ productId: 1, quantity: 1 }] } },
    shopper,
  );

describe('reading orders', () => {
  it("shows a customer their own orders, newest first, and anyone else's as not found", async () => {
    const shopper = signedIn();
    const older = await placeFor(shopper, 'Sam Taylor');
    const newer = await placeFor(shopper, 'Sam Taylor');
    expect((await queries.myOrders(shopper)).map((o) => o.id)).toEqual([newer.id, older.id]);
    expect((await queries.order(older.id, shopper)).id).toBe(older.id);
    await expect(queries.order(older.id, signedIn())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order not found',
    });
    expect((await queries.order(String(older.id), admin)).id).toBe(older.id);
  });

  it("finds orders for the admin by customer text or '#id', a page at a time", async () => {
    const shopper = signedIn();
    const first = await placeFor(shopper, 'Alex Quinn');
    const second = await placeFor(shopper, 'Alex Quinn');
    const page = await queries.adminOrders({ search: 'alex q', pageSize: 1, page: 2 }, admin);
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((o) => o.id)).toEqual([first.id]);
    expect((await queries.adminOrders({ search: `#${second.id}` }, admin)).items.map((o) => o.id)).toEqual([second.id]);
  });

  it("keeps the admin's reads to admins, and checks the filter", async () => {
    await expect(queries.adminOrders(undefined, signedIn())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(queries.adminOrders({ from: '2026-02-01', to: '2026-01-01' }, admin)).rejects.toMatchObject({
      message: 'filter.from: from must not be after to',
    });
    await expect(queries.adminOrder(999_999, admin)).rejects.toMatchObject({ message: 'Order 999999 not found' });
  });
});
