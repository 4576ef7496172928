import { ConfigResourceTypes } from 'kafkajs';
import {
  callSubgraph,
  dropDatabase,
  eventually,
  mintToken,
  publishEvent,
  TEST_KAFKA_NAMESPACE,
} from '@shop/kit/testing';
import { startCatalogForTest, type RunningCatalog } from './support/catalog';
import { kafka } from './support/fixtures';

/** The catalog's copy of content's categories, fed only by Category* events on real Kafka. */
describe('category read model', () => {
  const admin = `Bearer ${mintToken('admin')}`;
  const [audio, speakers, subwoofers, lighting, marker] = [1, 2, 3, 4, 9];
  let catalog: RunningCatalog;

  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await callSubgraph(catalog.url, { query, variables }, { headers: { authorization: admin } });
    return (await res.json()) as {
      data?: { createProduct?: { categoryId: number }; products?: Array<{ slug: string }> };
      errors?: Array<{ message: string }>;
    };
  };
  const create = (slug: string, categoryId: number) =>
    graphql(
      `
        mutation ($input: ProductInput!) {
          createProduct(input: $input) {
            id
            categoryId
          }
        }
      `,
      {
        input: {
          name: `Product ${slug}`,
          slug,
          price: 100,
          imageUrl: '/images/products/speaker.svg',
          categoryId,
          stock: 1,
        },
      },
    );
  const listed = async (categoryId: number) =>
    (
      await graphql(
        `
          query ($c: Int) {
            products(categoryId: $c) {
              slug
            }
          }
        `,
        { c: categoryId },
      )
    )
      .data!.products!.map((p) => p.slug)
      .sort();

  let dbName: string;

  beforeAll(async () => {
    catalog = await startCatalogForTest();
    dbName = catalog.dbName;
  });
  afterAll(async () => {
    await catalog?.stop();
    await dropDatabase(dbName);
  });

  it('learns categories from CategoryCreated and accepts products in them', async () => {
    await publishEvent('CategoryCreated', audio, { id: audio, name: 'Audio', slug: 'audio', parentId: null });
    await publishEvent('CategoryCreated', speakers, {
      id: speakers,
      name: 'Speakers',
      slug: 'speakers',
      parentId: audio,
    });
    await publishEvent('CategoryCreated', subwoofers, {
      id: subwoofers,
      name: 'Subs',
      slug: 'subs',
      parentId: speakers,
    });
    await publishEvent('CategoryCreated', lighting, {
      id: lighting,
      name: 'Lighting',
      slug: 'lighting',
      parentId: null,
    });

    // Each category's events have their own key (partition), so each may arrive in its own time.
    for (const [slug, categoryId] of [
      ['sub-one', subwoofers],
      ['speaker-one', speakers],
      ['mixer-one', audio],
      ['par-one', lighting],
    ] as const) {
      await eventually(async () => expect((await create(slug, categoryId)).errors).toBeUndefined(), 30_000);
    }
  });

  it('expands a category to its children and grandchildren in listings', async () => {
    expect(await listed(audio)).toEqual(['mixer-one', 'speaker-one', 'sub-one']);
    expect(await listed(speakers)).toEqual(['speaker-one', 'sub-one']);
    expect(await listed(lighting)).toEqual(['par-one']);
  });

  it('lists a category by its slug as by its id, lists nothing for an unknown slug, and refuses both at once', async () => {
    const bySlug = async (slug: string) =>
      (await graphql('query ($s: String) { products(categorySlug: $s) { slug } }', { s: slug }))
        .data!.products!.map((p) => p.slug)
        .sort();
    expect(await bySlug('audio')).toEqual(['mixer-one', 'speaker-one', 'sub-one']);
    expect(await bySlug(' Speakers ')).toEqual(['speaker-one', 'sub-one']);
    expect(await bySlug('no-such-category')).toEqual([]);

    const both = await graphql('query { products(categoryId: 1, categorySlug: "audio") { slug } }');
    expect(both.errors?.[0].message).toBe('categorySlug: give a categoryId or a categorySlug, not both');
  });

  it('follows CategoryUpdated moves and ignores an older aggregate version replayed late', async () => {
    await publishEvent(
      'CategoryUpdated',
      subwoofers,
      { id: subwoofers, name: 'Subs', slug: 'subs', parentId: lighting },
      2,
    );
    await eventually(async () => expect(await listed(lighting)).toEqual(['par-one', 'sub-one']), 30_000);

    // Version 1 again: older than the version 2 just applied, so it changes nothing.
    await publishEvent(
      'CategoryUpdated',
      subwoofers,
      { id: subwoofers, name: 'Subs', slug: 'subs', parentId: audio },
      1,
    );
    // A marker event after the stale one, on the same key (partition), shows it has been handled.
    await publishEvent('CategoryCreated', subwoofers, {
      id: marker,
      name: 'Marker',
      slug: 'marker',
      parentId: null,
    });
    await eventually(async () => expect((await create('marker-product', marker)).errors).toBeUndefined(), 30_000);
    expect(await listed(lighting)).toEqual(['par-one', 'sub-one']);
  });

  it('forgets deleted categories: new products there are refused', async () => {
    await publishEvent('CategoryDeleted', lighting, { id: lighting }, 2);
    await eventually(async () => {
      expect((await create('par-two', lighting)).errors?.[0].message).toBe('categoryId: Category does not exist');
    }, 30_000);
  });

  it('keeps categories on a compacted topic, and rebuilds an emptied read model from it on start', async () => {
    const admin = kafka.admin();
    await admin.connect();
    const { resources } = await admin.describeConfigs({
      resources: [{ type: ConfigResourceTypes.TOPIC, name: `${TEST_KAFKA_NAMESPACE}content.category` }],
      includeSynonyms: false,
    });
    await admin.disconnect();
    expect(resources[0].configEntries.find((e) => e.configName === 'cleanup.policy')?.configValue).toBe('compact');

    const before = await catalog.models.CategoryView.find({}, { _id: 0 }).sort({ id: 1 }).lean();
    expect(before.length).toBeGreaterThanOrEqual(4);
    await catalog.stop();
    // The database is restored from an old backup: its consumer group has read the topic, its view is gone.
    const emptied = await startCatalogForTest({ MONGODB_DB: dbName });
    await emptied.models.CategoryView.deleteMany({});
    await emptied.stop();

    catalog = await startCatalogForTest({ MONGODB_DB: dbName });
    expect(await catalog.models.CategoryView.find({}, { _id: 0 }).sort({ id: 1 }).lean()).toEqual(before);
  });
});
