import { cartQuantitySchema } from '../src/cart';
import { cartItemCount } from '../src/cart-basket';
import { ORDER_STATUSES, adminNextStatuses, canMoveOrder, holdsStock, orderPayloadSchema } from '../src/order';

describe('order status machine (storefront 4; admin order management)', () => {
  it('moves forward one step at a time to completed', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('processing', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
    expect(canMoveOrder('delivered', 'completed')).toBe(true);
    expect(canMoveOrder('processing', 'delivered')).toBe(false);
    expect(canMoveOrder('completed', 'shipped')).toBe(false);
  });

  it('cancels only before shipping, and records refunds from processing on', () => {
    expect(ORDER_STATUSES.filter((s) => canMoveOrder(s, 'cancelled'))).toEqual(['pending', 'processing']);
    expect(ORDER_STATUSES.filter((s) => canMoveOrder(s, 'refunded'))).toEqual([
      'processing',
      'shipped',
      'delivered',
      'completed',
    ]);
    expect(adminNextStatuses('cancelled')).toEqual([]);
    expect(adminNextStatuses('refunded')).toEqual([]);
  });

  it('leaves pending to processing to the stock reservation', () => {
    expect(adminNextStatuses('pending')).toEqual(['cancelled']);
    expect(adminNextStatuses('processing')).toEqual(['shipped', 'cancelled', 'refunded']);
  });

  it('knows which orders hold stock', () => {
    expect(ORDER_STATUSES.filter(holdsStock)).toEqual(['pending', 'processing']);
  });
});

describe('basket quantities (storefront 5)', () => {
  it.each([0, -1, 1.5, 'abc', null])('refuses %p', (quantity) => {
    expect(cartQuantitySchema.safeParse(quantity).success).toBe(false);
  });

  it('accepts whole numbers from 1, and counts a basket by its quantities', () => {
    expect(cartQuantitySchema.parse(3)).toBe(3);
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});

describe('order payload (storefront 3)', () => {
  const valid = {
    total: 144,
    shippingAddress: '12 High Street',
    shippingCity: 'Lewes',
    shippingState: 'East Sussex',
    shippingPostalCode: 'BN7 2AA',
    paymentMethod: 'paypal',
    items: [{ productId: 1, quantity: 2, price: 60 }],
  };

  it('defaults the country to the United Kingdom and blanks to null', () => {
    expect(orderPayloadSchema.parse({ ...valid, notes: '  ' })).toMatchObject({
      shippingCountry: 'United Kingdom',
      notes: null,
      paymentId: null,
    });
  });

  it('refuses another country, a total in fractions of a penny, and an empty basket', () => {
    expect(orderPayloadSchema.safeParse({ ...valid, shippingCountry: 'United States' }).success).toBe(false);
    expect(orderPayloadSchema.safeParse({ ...valid, total: 144.001 }).success).toBe(false);
    expect(orderPayloadSchema.safeParse({ ...valid, items: [] }).success).toBe(false);
  });
});
