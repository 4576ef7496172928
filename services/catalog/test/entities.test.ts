import { batchById } from '../src/graphql/batch';
import { startCatalogForTest, type RunningCatalog } from './support/catalog';
import { stockedProduct } from './support/fixtures';

describe('batchById', () => {
  const loader = () => {
    const calls: number[][] = [];
    const load = batchById(async (ids: number[]) => {
      calls.push(ids);
      return ids.filter((id) => id < 10).map((id) => ({ id, name: `item ${id}` }));
    });
    return { calls, load };
  };

  it('loads the ids asked for in one tick with one call, null for the missing', async () => {
    const { calls, load } = loader();
    const found = await Promise.all([load(3), load(12), load(1), load(3)]);
    expect(found).toEqual([{ id: 3, name: 'item 3' }, null, { id: 1, name: 'item 1' }, { id: 3, name: 'item 3' }]);
    expect(calls).toEqual([[3, 12, 1]]);
    await load(2);
    expect(calls).toEqual([[3, 12, 1], [2]]);
  });

  it('fails every caller of a batch whose load fails, and starts afresh', async () => {
    let fail = true;
    const load = batchById(async (ids: number[]) => {
      if (fail) throw new Error('database down');
      return ids.map((id) => ({ id }));
    });
    const outcomes = await Promise.allSettled([load(1), load(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load(1)).toEqual({ id: 1 });
  });
});

describe('product references from other subgraphs (_entities)', () => {
  let catalog: RunningCatalog;

  beforeAll(async () => {
    catalog = await startCatalogForTest();
  });
  afterAll(() => catalog.stop());

  it('resolves a list of references in order, null for unknown and deleted products', async () => {
    await stockedProduct(catalog.models.Product, 1, 3);
    await stockedProduct(catalog.models.Product, 2, 5);
    await stockedProduct(catalog.models.Product, 3, 1);
    await catalog.models.Product.updateOne({ id: 3 }, { $set: { deletedAt: new Date() } });
    const res = await fetch(`${catalog.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id sku stock } } }',
        variables: { r: [2, 99, 1, 3].map((id) => ({ __typename: 'Product', id })) },
      }),
    });
    expect(await res.json()).toEqual({
      data: {
        _entities: [{ id: 2, sku: 'P0002', stock: 5 }, null, { id: 1, sku: 'P0001', stock: 3 }, null],
      },
    });
  });
});
