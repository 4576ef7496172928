import { callSubgraph } from '@shop/kit/testing';
import { startCatalogForTest, type RunningCatalog } from './support/catalog';
import { stockedProduct } from './support/fixtures';

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
    const res = await callSubgraph(catalog.url, {
      query: 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id sku stock } } }',
      variables: { r: [2, 99, 1, 3].map((id) => ({ __typename: 'Product', id })) },
    });
    // The gateway reads a subgraph's Cache-Control into its own answer's policy.
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      data: {
        _entities: [{ id: 2, sku: 'P0002', stock: 5 }, null, { id: 1, sku: 'P0001', stock: 3 }, null],
      },
    });
  });
});
