import { literalPattern } from '../src/domain/admin-filter';
import { shortStockReason } from '../src/domain/cancellation';
import { priceOrder } from '../src/domain/pricing';
import { productView as view } from './support/product-view';

describe('pricing an order on the server (storefront 9)', () => {
  const products = new Map([
    [1, view(1, 10_000)],
    [2, view(2, 1_000)],
    [3, view(3, 50_000, { isLargeHeavy: true, customShippingCostPence: 9_000 })],
    [4, view(4, 1_000, { isHireItem: true })],
    [5, view(5, 1_000, { deleted: true })],
  ]);

  it("charges the catalog's prices, not the shopper's", () => {
    const { lines, price } = priceOrder([{ productId: 2, quantity: 2, price: 0.01 }], products);
    expect(lines[0]).toMatchObject({ unitPricePence: 1_000, name: 'Product 2', slug: 'product-2' });
    expect(price).toEqual({ subtotalPence: 2_000, shippingPence: 1_500, vatPence: 400, totalPence: 3_900 });
  });

  it("ships free from £100 and charges a large item's own shipping instead", () => {
    expect(priceOrder([{ productId: 1, quantity: 1 }], products).price.shippingPence).toBe(0);
    expect(priceOrder([{ productId: 3, quantity: 1 }], products).price.shippingPence).toBe(9_000);
  });

  it('refuses hire equipment and products the shop no longer sells', () => {
    expect(() => priceOrder([{ productId: 4, quantity: 1 }], products)).toThrow(
      expect.objectContaining({ field: 'items.0.productId' }),
    );
    expect(() => priceOrder([{ productId: 5, quantity: 1 }], products)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });
});

describe('the reason a customer reads', () => {
  it('names each line the shop could not supply', () => {
    const lines = [
      {
        id: 1,
        productId: 1,
        name: 'Mixer',
        slug: 'mixer',
        imageUrl: null,
        quantity: 2,
        unitPricePence: 100,
        createdAt: new Date(),
      },
    ];
    expect(shortStockReason([{ productId: 1, requested: 2, available: 1 }], lines)).toBe(
      'Not enough stock: Mixer (2 ordered, 1 available)',
    );
  });
});

describe('admin order search', () => {
  it('searches for a NUL character literally, never writing it raw into the stored pattern', () => {
    const pattern = literalPattern('a\0b.');
    expect(pattern.source).not.toContain('\0');
    expect(pattern.test('xa\0b.y')).toBe(true);
    expect(pattern.test('a\0bc')).toBe(false);
  });
});
