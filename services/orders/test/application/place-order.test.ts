import { signedIn } from '@shop/kit/testing';
import { deliveryAddress } from '@shop/test-support/checkout';
import { ordersDb } from '../support/orders-db';

const db = ordersDb();

beforeAll(async () => {
  await db.sells(1, 10_000);
  await db.sells(2, 1_000);
  await db.sells(3, 5_000, { isHireItem: true });
});

describe('placing an order (storefront 3, 9)', () => {
  it("places a pending order at the catalog's prices, its OrderPlaced waiting in the outbox", async () => {
    const shopper = signedIn();
    const order = await db.placeOrder(
      {
        input: {
          ...deliveryAddress,
          total: 144,
          items: [
            { productId: 1, quantity: 1, price: 1 },
            { productId: 2, quantity: 2 },
          ],
        },
      },
      shopper,
    );
    expect(order).toMatchObject({
      userId: shopper.user.id,
      status: 'pending',
      subtotalPence: 12_000,
      shippingPence: 0,
      vatPence: 2_400,
      totalPence: 14_400,
      customerName: shopper.user.username,
    });
    expect(order.items.map(({ productId, unitPricePence, name }) => [productId, unitPricePence, name])).toEqual([
      [1, 10_000, 'Product 1'],
      [2, 1_000, 'Product 2'],
    ]);
    const stored = await db.models.Order.findOne({ id: order.id }).lean();
    expect(stored!.pendingEvents.map(({ type, data }) => ({ type, data }))).toEqual([
      {
        type: 'OrderPlaced',
        data: {
          orderId: order.id,
          userId: shopper.user.id,
          lines: [
            { productId: 1, quantity: 1 },
            { productId: 2, quantity: 2 },
          ],
          totalPence: 14_400,
          customerEmail: null,
        },
      },
    ]);
  });

  it('returns the first order for the same idempotency key, and places another without one', async () => {
    const shopper = signedIn();
    const request = { input: { ...deliveryAddress, total: 120, items: [{ productId: 1, quantity: 1 }] } };
    const first = await db.placeOrder({ ...request, idempotencyKey: 'checkout-1' }, shopper);
    const again = await db.placeOrder({ ...request, idempotencyKey: 'checkout-1' }, shopper);
    const another = await db.placeOrder(request, shopper);
    expect(again.id).toBe(first.id);
    expect(another.id).not.toBe(first.id);
    // The key is the customer's own: someone else sending it places their own order.
    expect((await db.placeOrder({ ...request, idempotencyKey: 'checkout-1' }, signedIn())).id).not.toBe(first.id);
  });

  it('looks an idempotency key up only for a retry, not before every order', async () => {
    const lookups = jest.spyOn(db.models.Order, 'findOne');
    try {
      const shopper = signedIn();
      const request = {
        input: { ...deliveryAddress, total: 120, items: [{ productId: 1, quantity: 1 }] },
        idempotencyKey: 'checkout-2',
      };
      const first = await db.placeOrder(request, shopper);
      expect(lookups).not.toHaveBeenCalled();
      expect((await db.placeOrder(request, shopper)).id).toBe(first.id);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('returns the first order to a retry under its key after the price or the product changed', async () => {
    await db.sells(4, 2_000);
    const shopper = signedIn();
    const request = {
      input: { ...deliveryAddress, total: 39, items: [{ productId: 4, quantity: 1 }] },
      idempotencyKey: 'checkout-3',
    };
    const first = await db.placeOrder(request, shopper);
    await db.models.ProductView.updateOne({ id: 4 }, { pricePence: 2_500 });
    expect((await db.placeOrder(request, shopper)).id).toBe(first.id);
    await db.models.ProductView.updateOne({ id: 4 }, { deleted: true });
    expect((await db.placeOrder(request, shopper)).id).toBe(first.id);
    // A new checkout at the old total is refused.
    await expect(db.placeOrder({ ...request, idempotencyKey: 'checkout-4' }, shopper)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses a total that is not the shop’s, naming both', async () => {
    await expect(
      db.placeOrder({ input: { ...deliveryAddress, total: 100, items: [{ productId: 1, quantity: 1 }] } }, signedIn()),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      field: 'total',
      message:
        'Prices have changed since you loaded your basket: the order total is now £120.00, not £100.00. Please review your basket and try again.',
    });
  });

  it('refuses a guest, hire equipment, an unknown product and an overlong idempotency key', async () => {
    const order = (productId: number) => ({
      input: { ...deliveryAddress, total: 60, items: [{ productId, quantity: 1 }] },
    });
    await expect(db.placeOrder(order(2), { user: null })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'You must be signed in',
    });
    await expect(db.placeOrder(order(3), signedIn())).rejects.toMatchObject({
      message: 'items.0.productId: Hire equipment is booked through a hire quote',
    });
    await expect(db.placeOrder(order(99), signedIn())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product 99 is no longer available',
    });
    await expect(db.placeOrder({ ...order(2), idempotencyKey: 'k'.repeat(201) }, signedIn())).rejects.toMatchObject({
      field: 'idempotencyKey',
      message: 'idempotencyKey: Idempotency-Key must be at most 200 characters',
    });
  });

  it('refuses PayPal while payments has it off, naming paymentMethod, and places nothing', async () => {
    const shopper = signedIn();
    const paypal = {
      input: { ...deliveryAddress, paymentMethod: 'paypal', total: 120, items: [{ productId: 1, quantity: 1 }] },
    };
    const ordersBefore = await db.models.Order.countDocuments();
    db.payments.options = { paypal: false };
    try {
      await expect(db.placeOrder(paypal, shopper)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'paymentMethod',
        message: 'paymentMethod: PayPal is not available at the moment; please pay by card',
      });
      // No order, so no OrderPlaced for the catalog to reserve stock for.
      expect(await db.models.Order.countDocuments()).toBe(ordersBefore);
      expect(await db.models.Order.countDocuments({ userId: shopper.user.id })).toBe(0);

      // Card is taken without asking payments.
      const asked = db.payments.asked;
      const card = await db.placeOrder({ input: { ...paypal.input, paymentMethod: 'credit-card' } }, shopper);
      expect(card.paymentMethod).toBe('credit-card');
      expect(db.payments.asked).toBe(asked);
    } finally {
      db.payments.options = { paypal: true };
    }
    expect((await db.placeOrder(paypal, shopper)).paymentMethod).toBe('paypal');
  });

  it('returns the first PayPal order to a retry under its key after PayPal was turned off', async () => {
    const shopper = signedIn();
    const request = {
      input: { ...deliveryAddress, paymentMethod: 'paypal', total: 120, items: [{ productId: 1, quantity: 1 }] },
      idempotencyKey: 'checkout-paypal',
    };
    const first = await db.placeOrder(request, shopper);
    db.payments.options = { paypal: false };
    try {
      expect((await db.placeOrder(request, shopper)).id).toBe(first.id);
    } finally {
      db.payments.options = { paypal: true };
    }
  });
});
