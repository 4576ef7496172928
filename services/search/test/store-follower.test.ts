import type { EventData } from '@shop/contracts';
import { createLogger } from '@shop/kit';
import { testDatabase } from '@shop/kit/testing';
import { keepCategories, keepProducts } from '../src/application/keep-catalogue';
import { SearchIndex } from '../src/application/search-index';
import { OVERLAP_MS, PAGE_ROWS, StoreFollower } from '../src/application/follow-store';
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

/** What a replica reads from the store: each changed row once, however often it looks. */
describe("a replica's reads of the store", () => {
  const products = keepProducts(models);
  const BULK = PAGE_ROWS + 500;

  const follow = () => {
    const index = new SearchIndex();
    const follower = new StoreFollower(index, models, logger);
    return { index, follower, rowsRead: () => follower.reads.rows.products };
  };

  it('reads a bulk import once, in pages, then only the rows changed after it', async () => {
    const { index, follower, rowsRead } = follow();
    await follower.catchUp();
    const before = rowsRead();

    const imported = Array.from({ length: BULK }, (_, i) =>
      product({ id: 10_000 + i, name: `Imported Cable ${i}`, slug: `imported-cable-${i}`, description: null }),
    );
    await products.saveAll(imported.map((state) => ({ state, version: 1 })));
    for (let look = 0; look < 4; look++) await follower.catchUp();
    expect(rowsRead() - before).toBe(BULK);
    expect(index.search({ text: 'imported cable', limit: 1 }).total).toBe(BULK);

    await products.save(imported[7], 1); // a redelivery: nothing changes, nothing is read
    await products.save({ ...imported[7], name: 'Renamed Patch Lead' }, 2);
    await follower.catchUp();
    await follower.catchUp();
    expect(rowsRead() - before).toBe(BULK + 1);
    expect(names(index, 'patch lead')).toEqual(['Renamed Patch Lead']);
  });

  it('finds a row stamped behind where it stopped reading, by a replica whose clock is behind', async () => {
    const { index, follower, rowsRead } = follow();
    await follower.catchUp();
    const before = rowsRead();
    const newest = await models.ProductRow.findOne().sort({ changedAt: -1 }).lean();
    await models.ProductRow.updateOne(
      { id: 10_001 },
      {
        $set: {
          name: 'Late Speakon Lead',
          version: 5,
          changedAt: new Date(newest!.changedAt.getTime() - OVERLAP_MS / 2),
        },
      },
    );
    await follower.catchUp();
    expect(names(index, 'speakon')).toEqual(['Late Speakon Lead']);
    expect(rowsRead() - before).toBe(1);
  });

  it("takes the topics' events first and then skips the store's rows at their versions, applying only newer ones", async () => {
    const { index, follower } = follow();
    const categoryRows = await models.CategoryRow.find({ deleted: false }).lean();
    const known = await models.ProductRow.find({ deleted: false }).lean();
    // As a start reads the compacted topics, in one pass: every category and product at the version the store
    // holds, here each product before its category, whose name it is found by all the same.
    await follower.readEvents(async ({ categories, products: fromEvents }) => {
      for (const row of known) {
        const { id, name, slug, description, categoryId, pricePence, stock, isOnSale, isNew, createdAt } = row;
        const state = product({
          id,
          name,
          slug,
          description,
          categoryId,
          pricePence,
          stock,
          isOnSale,
          isNew,
          createdAt,
        });
        await fromEvents.save(state, row.version);
      }
      await fromEvents.save(product({ id: 10_002, name: 'Renamed By Event Lead' }), 9);
      await fromEvents.save(product({ id: 90_004, name: 'Passive Cabinet', categoryId: 9_077, description: null }), 1);
      for (const { id, name, parentId, version } of categoryRows) {
        await categories.save({ id, name, slug: `category-${id}`, parentId }, version);
      }
      await categories.save({ id: 9_077, name: 'Wedge Monitors', slug: 'wedge-monitors', parentId: null }, 1);
    });
    expect(names(index, 'renamed by event')).toEqual(['Renamed By Event Lead']);
    expect(names(index, 'wedge')).toEqual(['Passive Cabinet']);
    const indexed = index.size;

    const upsert = jest.spyOn(index, 'upsert');
    await follower.catchUp();
    // The store's older version of the renamed product is not applied over the event's.
    expect(upsert).not.toHaveBeenCalled();
    expect(names(index, 'renamed by event')).toEqual(['Renamed By Event Lead']);

    await products.save(product({ id: 10_003, name: 'Newer Stored Lead' }), 7);
    await follower.catchUp();
    expect(upsert).toHaveBeenCalledTimes(1);
    expect(names(index, 'newer stored')).toEqual(['Newer Stored Lead']);
    expect(index.size).toBe(indexed);

    await follower.readEvents(({ products: fromEvents }) => fromEvents.remove(10_003, 8));
    expect(names(index, 'newer stored')).toEqual([]);
  });
});
