import { parseInput } from '@shop/kit';
import { hireId, hireProductSchema, saleProductSchema, sku, slugFromName } from '@shop/contracts';
import { toInputShape, toStoredFields } from '../src/domain/product-view';
import { toProductDto } from '../src/graphql/dto';

const createdAt = new Date('2026-03-01T10:00:00Z');

describe('money, SKUs and the API view of a product (storefront spec 2, 3)', () => {
  it('stores integer pence and shows GBP with two decimals', () => {
    const input = parseInput(saleProductSchema, {
      name: 'DJ Controller',
      slug: 'dj-controller',
      price: 19.99,
      compareAtPrice: 0.1 + 0.2,
      customShippingCost: 80,
      imageUrl: '/images/products/dj-controller.svg',
      categoryId: 7,
    });
    const stored = toStoredFields(input);
    expect(stored).toMatchObject({
      pricePence: 1999,
      compareAtPricePence: 30,
      customShippingCostPence: 8000,
      isHireItem: false,
    });
    expect(stored.hirePriceDailyPence).toBeNull();
    const dto = toProductDto({ id: 7, createdAt, version: 1, committed: 0, ...stored });
    expect(dto).toMatchObject({
      price: 19.99,
      compareAtPrice: 0.3,
      customShippingCost: 80,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('keeps hire rates and fees in pence', () => {
    const input = parseInput(hireProductSchema, {
      name: 'Haze Machine',
      slug: 'haze-machine',
      price: 650,
      imageUrl: '/images/products/haze.svg',
      categoryId: 9,
      hirePriceDaily: 35.5,
      hirePriceWeekly: 120,
      deliveryAvailable: true,
      deliveryPrice: 45,
    });
    const dto = toProductDto({ id: 12, createdAt, version: 1, committed: 0, ...toStoredFields(input) });
    expect(dto).toMatchObject({
      isHireItem: true,
      hirePriceDaily: 35.5,
      hirePriceWeekly: 120,
      hirePriceMonthly: null,
      deliveryAvailable: true,
      deliveryPrice: 45,
      installationPrice: null,
      hireId: 'H0012',
      sku: 'P0012',
    });
  });

  it('pads SKUs and hire ids to four digits', () => {
    expect(sku(1)).toBe('P0001');
    expect(sku(42)).toBe('P0042');
    expect(sku(12345)).toBe('P12345');
    expect(hireId(7)).toBe('H0007');
  });

  it('turns a stored product back into input form for partial updates', () => {
    const stored = toStoredFields(
      parseInput(saleProductSchema, {
        name: 'Mixer',
        slug: 'mixer',
        price: 99,
        imageUrl: '/m.svg',
        categoryId: 2,
        isNew: true,
      }),
    );
    const shape = toInputShape({ id: 3, createdAt, version: 1, ...stored, onHand: 5, committed: 2 });
    // An input's stock is on hand: a form sent back as loaded keeps what the shop holds.
    expect(shape).toMatchObject({ name: 'Mixer', price: 99, isNew: true, categoryId: 2, stock: 5 });
    expect(shape).not.toHaveProperty('committed');
    expect(shape).not.toHaveProperty('id');
    expect(shape).not.toHaveProperty('sku');
    expect(parseInput(saleProductSchema, shape)).toMatchObject({ name: 'Mixer', price: 99 });
  });

  it('derives slugs from names as the admin form does', () => {
    expect(slugFromName('Pioneer CDJ-3000 (Black)')).toBe('pioneer-cdj-3000-black');
    expect(slugFromName('  18" Sub_woofer  ')).toBe('18-sub-woofer');
  });
});
