import request from 'supertest';
import { hireId } from '@shop/contracts';
import { eventually, mintToken } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';

/**
 * The shop's search through the gateway on the real engines: `GET /api/products?q=` answered by the
 * search service's index from the catalog's events, in the product list's shape; the shop's
 * productSearch and searchSuggestions in the graph.
 */
let stack: Stack;
const admin = `Bearer ${mintToken('admin')}`;
const api = () => request(stack.url);
const asAdmin = () => request.agent(stack.url).set('authorization', admin);
const category: Record<'audio' | 'microphones' | 'dj', number> = { audio: 0, microphones: 0, dj: 0 };
const product: Record<string, { id: number; sku: string }> = {};
let hireItemId = 0;

interface Listed {
  slug: string;
  price: number;
  isOnSale: boolean;
  isHireItem: boolean;
  sku: string;
}
const slugs = (res: request.Response): string[] => res.body.map((p: Listed) => p.slug);
const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  api().post('/graphql').set('content-type', 'application/json').send({ query, variables });

beforeAll(async () => {
  stack = await startStack(['content', 'catalog', 'search']);
  const newCategory = async (name: string, slug: string, parentId: number | null = null) =>
    (await asAdmin().post('/api/categories').send({ name, slug, parentId })).body.id as number;
  category.audio = await newCategory('Audio Equipment', 'audio-equipment');
  category.microphones = await newCategory('Microphones', 'microphones', category.audio);
  category.dj = await newCategory('DJ Equipment', 'dj-equipment');
  const items = [
    { slug: 'pioneer-ddj-flx4', name: 'Pioneer DDJ-FLX4 DJ Controller', price: 249, categoryId: category.dj },
    { slug: 'sonora-studio-headphones', name: 'Sonora Studio Headphones', price: 89, categoryId: category.audio },
    {
      slug: 'sonora-dynamic-microphone',
      name: 'Sonora Dynamic Vocal Microphone',
      price: 99,
      categoryId: category.microphones,
      isOnSale: true,
      compareAtPrice: 129,
    },
    {
      slug: 'shure-sm58',
      name: 'Shure SM58',
      description: 'The dynamic vocal microphone on every stage',
      price: 109,
      categoryId: category.microphones,
    },
    { slug: 'studio-monitor-pair', name: 'Studio Monitor Pair', price: 599, categoryId: category.audio },
  ];
  for (const item of items) {
    const body = { imageUrl: '/images/products/item.svg', stock: 5, ...item };
    // The catalog learns the categories from content's events.
    await eventually(async () => {
      const res = await asAdmin().post('/api/admin/products').send(body);
      expect(res.status).toBe(201);
      product[item.slug] = { id: res.body.id, sku: res.body.sku };
    }, 30_000);
  }
  const hireItem = await asAdmin()
    .post('/api/admin/hire/products')
    .send({
      slug: 'hire-vocal-microphone',
      name: 'Vocal Microphone for hire',
      price: 99,
      imageUrl: '/images/products/item.svg',
      categoryId: category.microphones,
      stock: 2,
      hirePriceDaily: 15,
    })
    .expect(201);
  hireItemId = hireItem.body.id;
  // The search service hears of every product from the catalog's events.
  await eventually(async () => {
    expect(slugs(await api().get('/api/products?q=studio'))).toHaveLength(2);
    expect(slugs(await api().get('/api/products?q=pair'))).toEqual(['studio-monitor-pair']);
  }, 30_000);
}, 120_000);
afterAll(() => stack.stop());

describe('GET /api/products?q= from the search service', () => {
  it('finds words in any order, in the list shape, sale products only', async () => {
    const res = await api().get('/api/products?q=controller%20dj');
    expect(res.status).toBe(200);
    expect(slugs(res)).toEqual(['pioneer-ddj-flx4']);
    expect(res.body[0]).toMatchObject({ name: 'Pioneer DDJ-FLX4 DJ Controller', price: 249, isHireItem: false });
    expect(slugs(await api().get('/api/products?q=vocal%20microphone'))).not.toContain('hire-vocal-microphone');
  });

  it('forgives a typo, in a word and in a brand', async () => {
    expect(slugs(await api().get('/api/products?q=headphnes'))).toEqual(['sonora-studio-headphones']);
    expect(slugs(await api().get('/api/products?q=sonra%20headphones'))).toEqual(['sonora-studio-headphones']);
  });

  it('finds a plural by its singular and the other way round', async () => {
    expect(slugs(await api().get('/api/products?q=microphones'))).toEqual(
      expect.arrayContaining(['sonora-dynamic-microphone', 'shure-sm58']),
    );
    expect(slugs(await api().get('/api/products?q=headphone'))).toEqual(['sonora-studio-headphones']);
  });

  it('finds a product by its SKU and ranks the name above the description', async () => {
    const { sku } = product['shure-sm58'];
    expect(slugs(await api().get(`/api/products?q=${sku}`))).toEqual(['shure-sm58']);
    expect(slugs(await api().get(`/api/products?q=${sku.toLowerCase()}`))).toEqual(['shure-sm58']);
    expect(slugs(await api().get('/api/products?q=dynamic%20vocal%20microphone'))).toEqual([
      'sonora-dynamic-microphone',
      'shure-sm58',
    ]);
  });

  it("keeps the list's filters, order and limit: a category with those under it, deals, price, limit", async () => {
    expect(slugs(await api().get(`/api/products?q=sonora&categoryId=${category.audio}`))).toEqual(
      expect.arrayContaining(['sonora-dynamic-microphone', 'sonora-studio-headphones']),
    );
    expect(slugs(await api().get(`/api/products?q=sonora&categoryId=${category.microphones}`))).toEqual([
      'sonora-dynamic-microphone',
    ]);
    expect(slugs(await api().get('/api/products?q=sonora&onSale=true'))).toEqual(['sonora-dynamic-microphone']);
    const cheapest = await api().get('/api/products?q=studio&sort=price_asc');
    expect(cheapest.body.map((p: Listed) => p.price)).toEqual([89, 599]);
    expect(slugs(await api().get('/api/products?q=studio&sort=price_desc&limit=1'))).toEqual(['studio-monitor-pair']);
    expect((await api().get('/api/products?q=studio&sort=cheapest')).status).toBe(400);
    expect((await api().get('/api/products?q=studio&limit=0')).body).toEqual({
      message: 'limit: must be a positive whole number',
    });
  });

  it('finds a product created, renamed and deleted within seconds', async () => {
    const created = await asAdmin()
      .post('/api/admin/products')
      .send({
        slug: 'xylo-stand',
        name: 'Xylophone Stand',
        price: 45,
        imageUrl: '/images/products/item.svg',
        categoryId: category.audio,
        stock: 1,
      })
      .expect(201);
    await eventually(async () => expect(slugs(await api().get('/api/products?q=xylophone'))).toEqual(['xylo-stand']));
    await asAdmin()
      .put(`/api/admin/products/${created.body.id}`)
      .send({ ...created.body, name: 'Marimba Stand', stock: 1 })
      .expect(200);
    await eventually(async () => {
      expect(slugs(await api().get('/api/products?q=marimba'))).toEqual(['xylo-stand']);
      expect(slugs(await api().get('/api/products?q=xylophone'))).toEqual([]);
    });
    await asAdmin().delete(`/api/admin/products/${created.body.id}`).expect(200);
    await eventually(async () => expect(slugs(await api().get('/api/products?q=marimba'))).toEqual([]));
  });
});

describe('GET /api/products without words is the catalog list as before', () => {
  it('lists a category with its children, deals and price order; a q of no words is no search', async () => {
    const audio = await api().get(`/api/products?categoryId=${category.audio}&sort=price_asc`);
    expect(audio.status).toBe(200);
    expect(slugs(audio)).toEqual([
      'sonora-studio-headphones',
      'sonora-dynamic-microphone',
      'shure-sm58',
      'studio-monitor-pair',
    ]);
    expect(slugs(await api().get('/api/products?onSale=true'))).toEqual(['sonora-dynamic-microphone']);
    expect(slugs(await api().get('/api/products?q=%20%20'))).toHaveLength(5);
    expect((await api().get('/api/products?q=.*')).body).toEqual([]);
    expect((await api().get('/api/products?sort=cheapest')).status).toBe(400);
  });

  it('documents the path once', async () => {
    const { body } = await api().get('/api/openapi.json');
    expect(Object.keys(body.paths['/api/products'])).toEqual(['get']);
    expect(body.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toContain('q');
  });
});

describe('the shop search in the graph', () => {
  it('answers a page with its facets and total, and "did you mean" for a miss', async () => {
    const res = await graphql(
      `
        query ($q: String, $priceBand: String) {
          productSearch(q: $q, priceBand: $priceBand, limit: 1) {
            total
            products {
              slug
            }
            facets {
              categories {
                categoryId
                name
                count
              }
              priceBands {
                key
                count
              }
              onSale
            }
            didYouMean
          }
        }
      `,
      { q: 'microphone', priceBand: 'under-100' },
    );
    expect(res.body.errors).toBeUndefined();
    const search = res.body.data.productSearch;
    // Under £100: the Sonora at £99 and the hire item at £15 a day; the SM58 (£109) counts in its own band.
    expect(search.total).toBe(2);
    expect(search.products).toHaveLength(1);
    expect(search.facets.categories).toEqual([{ categoryId: category.microphones, name: 'Microphones', count: 2 }]);
    expect(search.facets.priceBands).toEqual(
      expect.arrayContaining([
        { key: 'under-100', count: 2 },
        { key: '100-250', count: 1 },
      ]),
    );
    expect(search.facets.onSale).toBe(1);
    const miss = await graphql('{ productSearch(q: "sonra microphnoe") { total didYouMean } }');
    // Each word as the index first met it (here the category's 'Microphones' may come first).
    expect(miss.body.data.productSearch.didYouMean).toMatch(/^sonora microphones?$/i);
    const invalid = await graphql('{ productSearch(q: "mic", priceBand: "cheap") { total } }');
    expect(invalid.body.errors[0].message).toMatch(/^priceBand: /);
  });

  it('suggests products and categories from two characters', async () => {
    const res = await graphql(
      '{ searchSuggestions(q: "micro") { products { slug kind reference } categories { name } } }',
    );
    expect(res.body.errors).toBeUndefined();
    const { products, categories } = res.body.data.searchSuggestions;
    expect(products.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['sonora-dynamic-microphone', 'shure-sm58', 'hire-vocal-microphone']),
    );
    expect(products.find((p: { slug: string }) => p.slug === 'hire-vocal-microphone')).toMatchObject({
      kind: 'hire',
      reference: expect.stringMatching(/^H\d{4}$/),
    });
    expect(categories).toEqual([{ name: 'Microphones' }]);
    const short = await graphql('{ searchSuggestions(q: "m") { products { slug } categories { name } } }');
    expect(short.body.data.searchSuggestions).toEqual({ products: [], categories: [] });
  });
});

describe("the admin's products and hire tabs search with the search service", () => {
  /** The tabs' query, as admin-web/src/graphql/productSearch.ts sends it. */
  const ADMIN_PRODUCT_SEARCH = `
    query AdminProductSearch($q: String!, $kind: SearchKind!) {
      productSearch(q: $q, kind: $kind, sort: relevance, limit: 200) {
        products {
          id
        }
      }
    }
  `;
  const adminSearch = async (q: string, kind: 'sale' | 'hire') => {
    const res = await asAdmin()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: ADMIN_PRODUCT_SEARCH, variables: { q, kind } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.productSearch.products.map((p: { id: number }) => p.id);
  };

  it('finds sale products by a misspelt name, words in any order, and by SKU, without hire items', async () => {
    expect(await adminSearch('headphnes sonra', 'sale')).toEqual([product['sonora-studio-headphones'].id]);
    expect(await adminSearch(product['shure-sm58'].sku, 'sale')).toEqual([product['shure-sm58'].id]);
    const microphones = await adminSearch('vocal microphone', 'sale');
    expect(microphones).toEqual(
      expect.arrayContaining([product['sonora-dynamic-microphone'].id, product['shure-sm58'].id]),
    );
    expect(microphones).not.toContain(hireItemId);
    expect(await adminSearch(hireId(hireItemId), 'sale')).toEqual([]);
  });

  it('finds hire equipment by its hire id and by name, without sale products', async () => {
    expect(await adminSearch(hireId(hireItemId), 'hire')).toEqual([hireItemId]);
    expect(await adminSearch(hireId(hireItemId).toLowerCase(), 'hire')).toEqual([hireItemId]);
    expect(await adminSearch('microphnes vocal', 'hire')).toEqual([hireItemId]);
    expect(await adminSearch('headphones', 'hire')).toEqual([]);
  });
});
