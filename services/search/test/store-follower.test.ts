import type { EventData } from '@shop/contracts';
import { createLogger } from '@shop/kit';
import { testDatabase } from '@shop/kit/testing';
import { keepCategories, keepProducts } from '../src/application/keep-catalogue';
import { SearchIndex } from '../src/application/search-index';
import { StoreFollower } from '../src/application/follow-store';
import { createModels } from '../src/models';

const { models } = testDatabase('search', createModels);
const logger = createLogger('search-test', 'silent');

const product = (overrides: Partial<EventData<'ProductUpdated'>> = {}): EventData<'ProductUpdated'> => ({
  id: 1,
  slug: 'dynamic-vocal-microphone',
  name: 'Dynamic Vocal Microphone',
  categoryId: 1,
  pricePence: 9_900,
  stock: 3,
  isHireItem: false,
  imageUrl: null,
  isLargeHeavy: false,
  customShippingCostPence: null,
  hirePriceDailyPence: null,
  hirePriceWeeklyPence: null,
  hirePriceMonthlyPence: null,
  turnaroundDays: 1,
  deliveryPricePence: null,
  installationPricePence: null,
  securityDepositPence: null,
  hireFleetUnits: null,
  kitParts: [],
  description: 'Cardioid, for the stage',
  isOnSale: false,
  isNew: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const names = (index: SearchIndex, text: string) => index.search({ text }).hits.map((h) => h.name);

/** The store one consumer group writes, and the index each replica follows it with. */
describe("a replica's index follows the store", () => {
  const products = keepProducts(models);
  const categories = keepCategories(models);

  it('loads the store at start, keeps the newest version and drops deleted products', async () => {
    await categories.save({ id: 1, name: 'Microphones', slug: 'microphones', parentId: null }, 1);
    await products.save(product(), 1);
    await products.save(
      product({ id: 2, name: 'Boom Arm Stand', slug: 'boom-arm', categoryId: 9, description: null }),
      1,
    );
    const index = new SearchIndex();
    const follower = new StoreFollower(index, models, logger);
    await follower.catchUp();
    expect(names(index, 'microphones')).toEqual(['Dynamic Vocal Microphone']);

    // A rename at version 3, then the version 2 it overtook arriving late: the rename stands.
    await products.save(product({ name: 'Condenser Vocal Microphone' }), 3);
    await products.save(product({ name: 'Obsolete Listing' }), 2);
    await products.remove(2, 2);
    await follower.catchUp();
    expect(names(index, 'condenser')).toEqual(['Condenser Vocal Microphone']);
    expect(names(index, 'obsolete')).toEqual([]);
    expect(names(index, 'boom')).toEqual([]);
    expect(index.size).toBe(1);

    // A second replica starting now reads the same from the store.
    const other = new SearchIndex();
    await new StoreFollower(other, models, logger).catchUp();
    expect(names(other, 'condenser')).toEqual(['Condenser Vocal Microphone']);
    expect(other.size).toBe(1);
  });

  it('finds a hire item at its daily rate and a category filter takes in the categories under it', async () => {
    await categories.save({ id: 2, name: 'Wireless Systems', slug: 'wireless', parentId: 1 }, 1);
    await products.save(
      product({
        id: 3,
        name: 'Handheld Wireless Microphone',
        slug: 'handheld-wireless',
        categoryId: 2,
        isHireItem: true,
        pricePence: 45_000,
        hirePriceDailyPence: 2_500,
      }),
      1,
    );
    const index = new SearchIndex();
    await new StoreFollower(index, models, logger).catchUp();
    const { hits } = index.search({ text: 'microphone', filters: { categoryId: 1 } });
    expect(hits.map((h) => [h.name, h.kind, h.pricePence])).toEqual(
      expect.arrayContaining([
        ['Condenser Vocal Microphone', 'sale', 9_900],
        ['Handheld Wireless Microphone', 'hire', 2_500],
      ]),
    );
    expect(index.search({ text: 'microphone', filters: { categoryId: 2 } }).hits.map((h) => h.id)).toEqual([3]);
  });
});
