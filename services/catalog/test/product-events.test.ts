import { parseInput } from '@shop/kit';
import { eventCatalog, PRODUCT_EVENT_DESCRIPTION_MAX, saleProductSchema } from '@shop/contracts';
import { productEventData } from '../src/events/published';
import { toStoredFields } from '../src/domain/product-view';

const createdAt = new Date('2026-03-01T10:00:00Z');
const stored = (fields: Record<string, unknown>) =>
  toStoredFields(
    parseInput(saleProductSchema, {
      name: 'Dynamic Vocal Microphone',
      slug: 'dynamic-vocal-microphone',
      price: 99,
      imageUrl: '/images/products/mic.svg',
      categoryId: 3,
      ...fields,
    }),
  );

describe("the product event's search fields", () => {
  it('carries the description, the On Sale and New badges and the creation time, as the contract reads them', () => {
    const data = productEventData({
      id: 5,
      createdAt,
      version: 1,
      committed: 0,
      ...stored({ description: 'Cardioid, for the stage', isOnSale: true, isNew: true }),
    });
    expect(eventCatalog.ProductUpdated.data.parse(data)).toMatchObject({
      description: 'Cardioid, for the stage',
      isOnSale: true,
      isNew: true,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('cuts a long description to what the event may carry', () => {
    const long = 'word '.repeat(1_000);
    const data = productEventData({ id: 6, createdAt, version: 1, committed: 0, ...stored({ description: long }) });
    expect(data.description).toHaveLength(PRODUCT_EVENT_DESCRIPTION_MAX);
    expect(() => eventCatalog.ProductCreated.data.parse(data)).not.toThrow();
  });

  it('reads an event written before these fields with no description, no badges and no creation time', () => {
    const {
      description,
      isOnSale,
      isNew,
      createdAt: created,
      ...older
    } = productEventData({
      id: 7,
      createdAt,
      version: 1,
      committed: 0,
      ...stored({ description: 'Old', isOnSale: true }),
    });
    expect([description, isOnSale, created]).toEqual(['Old', true, '2026-03-01T10:00:00.000Z']);
    expect(isNew).toBe(false);
    expect(eventCatalog.ProductUpdated.data.parse(older)).toMatchObject({
      description: null,
      isOnSale: false,
      isNew: false,
      createdAt: null,
    });
  });
});
