import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { parse, type OperationDefinitionNode } from 'graphql';
import IORedis from 'ioredis';
import request from 'supertest';
import { TEST_KAFKA_NAMESPACE, eventually, mintToken, opsUrlOf, publishEvent } from '@shop/kit/testing';
import { isPublicCatalogRead } from '../src/catalog-cache';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
const admin = `Bearer ${mintToken('admin')}`;
const customer = `Bearer ${mintToken('user')}`;
const api = () => request(stack.url);
const asAdmin = () => request.agent(stack.url).set('authorization', admin);
const ids: Record<'audio' | 'speakers' | 'lighting' | 'led', number> = { audio: 0, speakers: 0, lighting: 0, led: 0 };

let serial = 0;
/** A valid product payload with a fresh slug. */
const payload = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Powered Speaker ${serial}`,
    slug: `powered-speaker-${serial}`,
    description: 'Two-way 12" powered speaker',
    price: 449.99,
    imageUrl: '/images/products/pa-speaker.svg',
    categoryId: ids.speakers,
    stock: 8,
    ...overrides,
  };
};
const hirePayload = (overrides: Record<string, unknown> = {}) =>
  payload({
    hirePriceDaily: 35,
    hirePriceWeekly: 120,
    hirePriceMonthly: 300,
    deliveryAvailable: true,
    deliveryPrice: 40,
    ...overrides,
  });

const createProduct = (body: object) => asAdmin().post('/api/admin/products').send(body);
const createHire = (body: object) => asAdmin().post('/api/admin/hire/products').send(body);
const upload = (path: string, csv: string | Buffer, field = 'file') =>
  asAdmin().post(path).attach(field, Buffer.from(csv), { filename: 'products.csv', contentType: 'text/csv' });

beforeAll(async () => {
  stack = await startStack(['content', 'catalog']);
  const category = async (name: string, slug: string, parentId: number | null = null) =>
    (await asAdmin().post('/api/categories').send({ name, slug, parentId })).body.id as number;
  ids.audio = await category('Audio Equipment', 'audio-equipment');
  ids.speakers = await category('Speakers', 'speakers', ids.audio);
  ids.lighting = await category('Lighting Equipment', 'lighting-equipment');
  ids.led = await category('LED Lighting', 'led-lighting', ids.lighting);
  // The catalog learns categories from content's events, each category on its own key (partition).
  const probe = payload({ slug: 'category-probe', categoryId: ids.led });
  await eventually(async () => expect((await createProduct(probe)).status).toBe(201), 30_000);
  for (const categoryId of [ids.audio, ids.speakers, ids.lighting]) {
    // A known category gets as far as the taken slug (409) and writes nothing.
    await eventually(async () => expect((await createProduct({ ...probe, categoryId })).status).toBe(409), 30_000);
  }
});
afterAll(() => stack.stop());

describe('sale products: admin CRUD (admin spec 2, 3, 5, 7)', () => {
  it('creates a product and answers every spec field, money in GBP', async () => {
    const res = await createProduct(
      payload({
        compareAtPrice: 499.99,
        isNew: true,
        isOnSale: true,
        isLargeHeavy: true,
        customShippingCost: 95,
        rating: 4.5,
        reviewCount: 12,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      slug: `powered-speaker-${serial}`,
      name: `Powered Speaker ${serial}`,
      description: 'Two-way 12" powered speaker',
      price: 449.99,
      compareAtPrice: 499.99,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId: ids.speakers,
      // The admin's answer: on hand as stock, with what orders committed and what can be sold.
      stock: 8,
      committed: 0,
      available: 8,
      rating: 4.5,
      reviewCount: 12,
      isNew: true,
      isOnSale: true,
      isLimited: false,
      isLargeHeavy: true,
      customShippingCost: 95,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sku: `P${String(res.body.id).padStart(4, '0')}`,
      isHireItem: false,
      hirePriceDaily: null,
      hirePriceWeekly: null,
      hirePriceMonthly: null,
      deliveryAvailable: false,
      installationAvailable: false,
      deliveryPrice: null,
      installationPrice: null,
      hireId: `H${String(res.body.id).padStart(4, '0')}`,
      turnaroundDays: 1,
      powerRequirement: null,
    });
    const list = await asAdmin().get('/api/admin/products').set('accept-encoding', 'gzip');
    expect(list.status).toBe(200);
    // API answers above 1 kB travel compressed.
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.body.map((p: { id: number }) => p.id)).toContain(res.body.id);
  });

  it.each([
    [{ name: 'PA' }, 'name: Name must be at least 3 characters'],
    [{ slug: 'pa' }, 'slug: Slug must be at least 3 characters'],
    [{ slug: 'no spaces!' }, 'slug: Slug may only contain lower-case letters, numbers and hyphens'],
    [{ price: -1 }, 'price: Price must be a positive number'],
    [{ price: null }, 'price: Price must be a positive number'],
    [{ compareAtPrice: -1 }, 'compareAtPrice: Compare-at price must be a positive number'],
    [{ imageUrl: 'not a url' }, 'imageUrl: Image URL must be a valid URL'],
    [{ categoryId: null }, 'categoryId: Category is required'],
    [{ categoryId: 999999 }, 'categoryId: Category does not exist'],
    [{ stock: -1 }, 'stock: Stock must be a positive integer'],
    [{ stock: 2.5 }, 'stock: Stock must be a positive integer'],
    [{ customShippingCost: 50 }, 'customShippingCost: Custom shipping cost must be at least £80'],
    [{ rating: 6 }, 'rating: Rating must be between 0 and 5'],
    [{ reviewCount: -3 }, 'reviewCount: Review count must be a positive integer'],
    [{ name: { $gt: '' } }, /^name: /],
  ])('refuses %o with 400 naming the field', async (change, message) => {
    const res = await createProduct(payload(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('accepts absolute image URLs as well as local paths', async () => {
    expect((await createProduct(payload({ imageUrl: 'https://cdn.example.co.uk/a.jpg' }))).status).toBe(201);
  });

  it('refuses a duplicate slug with 409 naming it, on create and update', async () => {
    const first = await createProduct(payload({ slug: 'unique-mixer' }));
    expect(first.status).toBe(201);
    const dup = await createProduct(payload({ slug: 'unique-mixer' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'A product with slug "unique-mixer" already exists' });
    const other = await createProduct(payload());
    const clash = await asAdmin().put(`/api/admin/products/${other.body.id}`).send({ slug: 'unique-mixer' });
    expect(clash.status).toBe(409);
    expect((await createHire(hirePayload({ slug: 'unique-mixer' }))).status).toBe(409);
  });

  it('updates with PUT: fields left out keep their value, extra fields are ignored', async () => {
    const created = await createProduct(payload({ isOnSale: true, compareAtPrice: 500 }));
    const res = await asAdmin()
      .put(`/api/admin/products/${created.body.id}`)
      .send({ ...created.body, name: 'Renamed Speaker', stock: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created.body, name: 'Renamed Speaker', stock: 3, available: 3 });
    const partial = await asAdmin().put(`/api/admin/products/${created.body.id}`).send({ price: 399 });
    expect(partial.body).toMatchObject({ name: 'Renamed Speaker', price: 399, compareAtPrice: 500, stock: 3 });
    const bad = await asAdmin().put(`/api/admin/products/${created.body.id}`).send({ price: -2 });
    expect(bad.body).toEqual({ message: 'price: Price must be a positive number' });
    expect((await asAdmin().put('/api/admin/products/abc').send({})).body.message).toMatch(/^id: /);
    const missing = await asAdmin().put('/api/admin/products/999999').send({ price: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Product not found' });
  });

  it('deletes a product, then answers 404, and frees its slug', async () => {
    const created = await createProduct(payload({ slug: 'short-lived' }));
    const res = await asAdmin().delete(`/api/admin/products/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Product deleted successfully' });
    expect((await asAdmin().delete(`/api/admin/products/${created.body.id}`)).status).toBe(404);
    expect((await api().get('/api/products/short-lived')).status).toBe(404);
    expect((await createProduct(payload({ slug: 'short-lived' }))).status).toBe(201);
  });
});

describe('shop reads (storefront 2, 7)', () => {
  const slugs = (res: request.Response) => res.body.map((p: { slug: string }) => p.slug);
  let kit: { slug: string; id: number };

  beforeAll(async () => {
    await createProduct(payload({ slug: 'dj-mixer-xone', name: 'Xone DJ Mixer', price: 899, categoryId: ids.audio }));
    kit = (
      await createProduct(payload({ slug: 'mixer-stand', name: 'Stand for mixers', price: 49, categoryId: ids.audio }))
    ).body;
    await createProduct(payload({ slug: 'sub-18', name: 'Sub 18', description: 'Pairs with any MIXER', price: 1299 }));
    await createProduct(
      payload({
        slug: 'deal-par',
        name: 'LED Par Deal',
        price: 59,
        isOnSale: true,
        compareAtPrice: 79,
        categoryId: ids.led,
      }),
    );
    await createHire(hirePayload({ slug: 'hire-mixer', name: 'Mixer for hire', categoryId: ids.audio }));
    // Search candidates, oldest first: slug, description, name-contains and name-starts matches.
    for (const [slug, name, description] of [
      ['zylo-cable', 'Cable Loom', null],
      ['desk-cover', 'Desk Cover', 'Fits any ZYLO desk'],
      ['zylo-stand', 'Stand for Zylo', null],
      ['zylo-mixer', 'Zylo Mixer', null],
      ['zylo-older', 'zylo classic', null],
    ]) {
      await createProduct(payload({ slug, name, description, categoryId: ids.led }));
    }
    await createHire(hirePayload({ slug: 'zylo-hire', name: 'Zylo for hire', categoryId: ids.led }));
  });

  it('lists sale items of a category and its children, never hire items', async () => {
    const audio = await api().get(`/api/products?categoryId=${ids.audio}`);
    expect(audio.status).toBe(200);
    expect(slugs(audio)).toEqual(expect.arrayContaining(['dj-mixer-xone', 'mixer-stand', 'sub-18']));
    expect(slugs(audio)).not.toContain('hire-mixer');
    expect(slugs(audio)).not.toContain('deal-par');
    expect(audio.body.every((p: { isHireItem: boolean }) => !p.isHireItem)).toBe(true);
    expect((await api().get(`/api/products?categoryId=${ids.audio}&limit=2`)).body).toHaveLength(2);
  });

  it('searches name, slug and description case-insensitively, names first', async () => {
    const res = await api().get('/api/products?q=zYlO');
    expect(slugs(res)).toEqual(['zylo-older', 'zylo-mixer', 'zylo-stand', 'desk-cover', 'zylo-cable']);
    expect(slugs(await api().get('/api/products?q=zylo&limit=2'))).toEqual(['zylo-older', 'zylo-mixer']);
    expect((await api().get('/api/products?q=.*')).body).toEqual([]);
  });

  it('filters deals and sorts by price', async () => {
    for (const query of ['onSale=true', 'deals=true']) {
      const deals = await api().get(`/api/products?${query}`);
      expect(slugs(deals)).toContain('deal-par');
      expect(deals.body.every((p: { isOnSale: boolean }) => p.isOnSale)).toBe(true);
    }
    const prices = (await api().get(`/api/products?categoryId=${ids.audio}&sort=price_asc`)).body.map(
      (p: { price: number }) => p.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await api().get('/api/products?sort=cheapest')).status).toBe(400);
    expect((await api().get('/api/products?limit=0')).body).toEqual({
      message: 'limit: must be a positive whole number',
    });
    expect((await api().get('/api/products?onSale=maybe')).body).toEqual({ message: 'onSale: must be true or false' });
  });

  it('finds a product by slug or id, and 404s with the message', async () => {
    expect((await api().get('/api/products/mixer-stand')).body).toMatchObject({
      id: kit.id,
      sku: `P${String(kit.id).padStart(4, '0')}`,
    });
    expect((await api().get(`/api/products/${kit.id}`)).body.slug).toBe('mixer-stand');
    const missing = await api().get('/api/products/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Product not found' });
    expect((await api().get('/api/products/hire-mixer')).status).toBe(404);
  });

  it('answers related products and the category through the graph', async () => {
    const res = await api()
      .post('/graphql')
      .send({ query: '{ product(slugOrId: "mixer-stand") { related { slug } category { name slug } } }' });
    expect(res.body.data.product.category).toEqual({ name: 'Audio Equipment', slug: 'audio-equipment' });
    expect(res.body.data.product.related.map((p: { slug: string }) => p.slug)).toEqual(['dj-mixer-xone']);
  });
});

describe('hire equipment (admin spec 2 Hire tab; storefront hire screens)', () => {
  it('creates hire items with isHireItem forced true, lists and finds them', async () => {
    const res = await createHire(hirePayload({ slug: 'line-array', categoryId: ids.speakers }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isHireItem: true,
      hirePriceDaily: 35,
      hirePriceWeekly: 120,
      hirePriceMonthly: 300,
      deliveryPrice: 40,
    });
    expect(res.body.hireId).toBe(`H${String(res.body.id).padStart(4, '0')}`);
    const byCategory = await api().get(`/api/hire/products?categoryId=${ids.audio}`);
    expect(byCategory.body.map((p: { slug: string }) => p.slug)).toContain('line-array');
    expect((await api().get('/api/hire/products?limit=1')).body).toHaveLength(1);
    expect((await api().get('/api/hire/products/line-array')).body.id).toBe(res.body.id);
    const missing = await api().get('/api/hire/products/no-such-kit');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Hire equipment not found' });
    const admins = await asAdmin().get('/api/admin/hire/products');
    expect(admins.body.every((p: { isHireItem: boolean }) => p.isHireItem)).toBe(true);
  });

  it.each([
    [{ hirePriceDaily: -1 }, 'hirePriceDaily: Daily rate must be a positive number'],
    [{ hirePriceWeekly: -1 }, 'hirePriceWeekly: Weekly rate must be a positive number'],
    [{ hirePriceMonthly: -1 }, 'hirePriceMonthly: Monthly rate must be a positive number'],
    [{ deliveryPrice: -1 }, 'deliveryPrice: Delivery fee must be a positive number'],
    [{ installationPrice: -1 }, 'installationPrice: Installation fee must be a positive number'],
    [{ compareAtPrice: -1 }, 'compareAtPrice: Compare-at price must be a positive number'],
    [{ isHireItem: false }, 'isHireItem: Hire equipment must have isHireItem set to true'],
    [{ name: 'PA' }, 'name: Name must be at least 3 characters'],
    [{ turnaroundDays: -1 }, 'turnaroundDays: Turnaround must be a whole number of days from 0 to 30'],
    [{ turnaroundDays: 1.5 }, 'turnaroundDays: Turnaround must be a whole number of days from 0 to 30'],
    [{ turnaroundDays: 31 }, 'turnaroundDays: Turnaround must be a whole number of days from 0 to 30'],
  ])('refuses %o with 400 naming the field', async (change, message) => {
    const res = await createHire(hirePayload(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('updates and deletes hire items; a sale product is not one', async () => {
    const created = await createHire(hirePayload());
    const updated = await asAdmin().put(`/api/admin/hire/products/${created.body.id}`).send({ hirePriceDaily: 50 });
    expect(updated.body).toMatchObject({
      hirePriceDaily: 50,
      hirePriceWeekly: 120,
      isHireItem: true,
      turnaroundDays: 1,
    });
    const turnaround = await asAdmin()
      .put(`/api/admin/hire/products/${created.body.id}`)
      .send({ turnaroundDays: 3, powerRequirement: '2 x 16 A single phase' });
    expect(turnaround.body).toMatchObject({ turnaroundDays: 3, powerRequirement: '2 x 16 A single phase' });
    const sale = await createProduct(payload());
    expect((await asAdmin().put(`/api/admin/hire/products/${sale.body.id}`).send({})).body).toEqual({
      message: 'Hire equipment not found',
    });
    const res = await asAdmin().delete(`/api/admin/hire/products/${created.body.id}`);
    expect(res.body).toEqual({ success: true, message: 'Hire product deleted successfully' });
    expect((await api().get(`/api/hire/products/${created.body.slug}`)).status).toBe(404);
  });
});

describe('templates and CSV imports (admin spec 2, 7)', () => {
  it('downloads both templates as CSV attachments: a header and one example row', async () => {
    for (const [path, file] of [
      ['/api/admin/products/template', 'product_template.csv'],
      ['/api/admin/hire/products/template', 'hire_product_template.csv'],
    ]) {
      const res = await asAdmin().get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(res.text.trim().split('\n')).toHaveLength(2);
      expect(res.text).toMatch(/^name,slug,description,price,compareAtPrice,imageUrl,categoryId,stock/);
    }
  });

  it('imports good rows, reports every error of bad rows and duplicate slugs', async () => {
    const csv =
      '\uFEFFname,slug,price,imageUrl,categoryId,stock,description\n' +
      `"Mixer, 8 channel",mixer-8,"£1,299.00",/images/products/mixer.svg,${ids.audio},4,"Line one\nline two"\n` +
      '\n' +
      `Ba,b,-5,nope,${ids.audio},-1,\n` +
      `Dup Mixer,mixer-8,10,/images/products/mixer.svg,${ids.audio},1,\n` +
      `Lost Lamp,lost-lamp,10,/images/products/par.svg,999999,1,\n`;
    const res = await upload('/api/admin/products/import', csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, valid: 2, inserted: 1, errors: 3 });
    expect(res.body.invalidDetails).toEqual([
      {
        index: 2,
        product: { name: 'Ba' },
        errors: [
          'name: Name must be at least 3 characters',
          'slug: Slug must be at least 3 characters',
          'price: Price must be a positive number',
          'imageUrl: Image URL must be a valid URL',
          'stock: Stock must be a positive integer',
        ],
      },
      { index: 4, product: { name: 'Lost Lamp' }, errors: ['categoryId: Category does not exist'] },
    ]);
    const [ok, dup] = res.body.insertResults;
    expect(ok).toEqual({
      product: { name: 'Mixer, 8 channel' },
      status: 'success',
      message: 'Product imported',
      id: expect.any(Number),
    });
    expect(dup).toEqual({
      product: { name: 'Dup Mixer' },
      status: 'error',
      message: 'A product with slug "mixer-8" already exists',
      id: null,
    });
    expect((await api().get('/api/products/mixer-8')).body).toMatchObject({
      price: 1299,
      description: 'Line one\nline two',
      stock: 4,
    });
  });

  it('imports hire equipment and answers imported and total', async () => {
    const csv = `name,price,imageUrl,categoryId,hirePriceDaily,deliveryAvailable\nFog Machine,300,/images/products/haze.svg,${ids.led},£25,yes\nX,1,/a.svg,${ids.led},,\n`;
    const res = await upload('/api/admin/hire/products/import', csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 1, total: 2 });
    expect((await api().get('/api/hire/products/fog-machine')).body).toMatchObject({
      hirePriceDaily: 25,
      deliveryAvailable: true,
    });
  });

  it('refuses malformed, unrecognised, oversized and misnamed uploads with a message', async () => {
    const broken = await upload('/api/admin/products/import', 'name,price\n"Unclosed,1\n');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^file: The CSV file could not be read/);
    const unknown = await upload('/api/admin/products/import', 'colour,size\nred,big\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^file: No recognised columns/);
    const huge = await upload('/api/admin/products/import', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The CSV file is larger than the 5 MB limit' });
    const many = await upload('/api/admin/products/import', `name,price\n${'Cable,1\n'.repeat(5001)}`);
    expect(many.status).toBe(413);
    expect(many.body.message).toBe('The CSV file has 5001 rows; at most 5,000 can be imported at once');
    const misnamed = await upload('/api/admin/hire/products/import', 'name\nX\n', 'csv');
    expect(misnamed.status).toBe(400);
    expect(misnamed.body).toEqual({ message: 'file: Upload the CSV file in the form field "file"' });
    const json = await asAdmin().post('/api/admin/products/import').send({ csv: 'name\n' });
    expect(json.status).toBe(400);
  });
});

describe('admin access', () => {
  const calls = ['/api/admin/products', '/api/admin/hire/products'].flatMap((base): Array<[string, string]> => [
    ['get', base],
    ['post', base],
    ['put', `${base}/1`],
    ['delete', `${base}/1`],
    ['get', `${base}/template`],
  ]);

  const send = (method: string, path: string) =>
    (api() as unknown as Record<string, (p: string) => request.Test>)[method](path);

  it.each(calls)('%s %s answers 401 to visitors and 403 to customers', async (method, path) => {
    const anonymous = await send(method, path).send(method === 'get' || method === 'delete' ? undefined : payload());
    expect(anonymous.status).toBe(401);
    const forbidden = await send(method, path).set('authorization', customer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Admin access required' });
  });

  it('guards both imports', async () => {
    for (const path of ['/api/admin/products/import', '/api/admin/hire/products/import']) {
      const anonymous = await api().post(path).attach('file', Buffer.from('name\nX\n'), 'a.csv');
      expect(anonymous.status).toBe(401);
      const forbidden = await api()
        .post(path)
        .set('authorization', customer)
        .attach('file', Buffer.from('name\nX\n'), 'a.csv');
      expect(forbidden.status).toBe(403);
    }
  });
});

describe('public catalog cache', () => {
  /** The gateway's count of cache lookups with this result, from /metrics (on its operations port). */
  const lookups = async (result: 'hit' | 'miss') => {
    const metrics = (await request(opsUrlOf(stack.url)).get('/metrics')).text;
    const line = metrics
      .split('\n')
      .find((l) => l.startsWith(`gateway_catalog_cache_lookups_total{result="${result}"`));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it('answers a repeated read from memory and the first read after a change with the change', async () => {
    const created = await createProduct(payload({ slug: 'cached-speaker', price: 300 }));
    expect(created.status).toBe(201);
    const read = () => api().get('/api/products/cached-speaker');

    expect((await read()).body.price).toBe(300);
    const hits = await lookups('hit');
    expect((await read()).body.price).toBe(300);
    expect(await lookups('hit')).toBe(hits + 1);

    const updated = await asAdmin()
      .put(`/api/admin/products/${created.body.id}`)
      .send({ ...payload({ slug: 'cached-speaker' }), price: 275 });
    expect(updated.status).toBe(200);
    const misses = await lookups('miss');
    expect((await read()).body.price).toBe(275);
    expect(await lookups('miss')).toBe(misses + 1);

    expect((await asAdmin().delete(`/api/admin/products/${created.body.id}`)).status).toBe(200);
    expect((await read()).status).toBe(404);
  });

  it('answers the categories every page asks for from memory, and the first read after a category change with it', async () => {
    const read = async () =>
      (await api().post('/graphql').send({ query: '{ categories { id name slug } }' })).body.data.categories as {
        name: string;
      }[];
    await read();
    const hits = await lookups('hit');
    const before = await read();
    expect(await lookups('hit')).toBe(hits + 1);

    const created = await asAdmin().post('/api/categories').send({ name: 'Cached Cables', slug: 'cached-cables' });
    expect(created.status).toBe(201);
    const after = await read();
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((c) => c.name)).toContain('Cached Cables');
  });

  it('answers GET /api/categories from memory, and the first read after a category change with it', async () => {
    const created = await asAdmin().post('/api/categories').send({ name: 'Cached Stands', slug: 'cached-stands' });
    expect(created.status).toBe(201);
    const read = async () => (await api().get('/api/categories')).body as Array<{ id: number; name: string }>;
    // Once the catalog has heard of the new category too, a second read is kept.
    await eventually(async () => {
      await read();
      const hits = await lookups('hit');
      await read();
      expect(await lookups('hit')).toBe(hits + 1);
    }, 10_000);

    // Content's generation moves on with the write; the catalog's only once it has heard of it.
    const renamed = await asAdmin().patch(`/api/categories/${created.body.id}`).send({ name: 'Cached Speaker Stands' });
    expect(renamed.status).toBe(200);
    expect((await read()).find((c) => c.id === created.body.id)?.name).toBe('Cached Speaker Stands');
  });

  it("answers the home page's active news from memory, and the first read after a news change with it", async () => {
    const read = async () =>
      (await api().post('/graphql').send({ query: '{ activeNews(limit: 50) { id title } }' })).body.data
        .activeNews as Array<{ id: number; title: string }>;
    const posted = await asAdmin().post('/api/news').send({ title: 'Cached story', content: 'Kept in memory' });
    expect(posted.status).toBe(201);
    expect((await read()).map((n) => n.title)).toContain('Cached story');
    const hits = await lookups('hit');
    await read();
    expect(await lookups('hit')).toBe(hits + 1);

    const hidden = await asAdmin()
      .put(`/api/news/${posted.body.id}`)
      .send({ title: 'Cached story', content: 'Kept in memory', isActive: false });
    expect(hidden.status).toBe(200);
    expect((await read()).map((n) => n.id)).not.toContain(posted.body.id);
  });

  it('shows stock taken by an order from Kafka without waiting for the cache to expire', async () => {
    const created = await createProduct(payload({ slug: 'cached-stock', stock: 5 }));
    const read = () => api().get('/api/products/cached-stock');
    expect((await read()).body.stock).toBe(5);
    expect((await read()).body.stock).toBe(5);

    const orderId = 910_001;
    await publishEvent('OrderPlaced', orderId, {
      orderId,
      userId: null,
      lines: [{ productId: created.body.id, quantity: 2 }],
    });
    // Well inside the cache's 30 s time limit: only the generation moving on explains the change.
    await eventually(async () => expect((await read()).body.stock).toBe(3), 10_000);
  });

  it('keeps answers as bytes with a strong ETag, and answers a revalidation with 304', async () => {
    await createProduct(payload({ slug: 'etag-speaker', price: 120 }));
    const first = await api().get('/api/products/etag-speaker');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await api().get('/api/products/etag-speaker').set('if-none-match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // A hit carries the same validator, bytes and security headers as the answer that filled the cache.
    const hit = await api().get('/api/products/etag-speaker');
    expect(hit.headers.etag).toBe(etag);
    expect(hit.text).toBe(first.text);
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    // A listing above 1 kB goes gzipped to a client that accepts it, from a copy made once.
    await api().get('/api/products?limit=20');
    const listing = await api().get('/api/products?limit=20').set('accept-encoding', 'gzip');
    expect(listing.headers['content-encoding']).toBe('gzip');
    expect(listing.headers.vary).toBe('Accept-Encoding');
    expect(Array.isArray(listing.body)).toBe(true);
  });

  it('shows an admin price change on every replica within a second, with no Redis read on a hit', async () => {
    const replica = await stack.addGateway();
    await eventually(async () => expect((await request(opsUrlOf(replica)).get('/readyz')).status).toBe(200), 30_000);
    const created = await createProduct(payload({ slug: 'replicated-speaker', price: 300 }));
    const read = () => request(replica).get('/api/products/replicated-speaker');
    expect((await read()).body.price).toBe(300);

    const commands = await redisCommandsDuring(async () => {
      for (let i = 0; i < 20; i++) expect((await read()).body.price).toBe(300);
    });
    expect(commands.filter((line) => line.includes(`"${TEST_KAFKA_NAMESPACE}cache-generation`))).toEqual([]);

    const updated = await asAdmin()
      .put(`/api/admin/products/${created.body.id}`)
      .send({ ...payload({ slug: 'replicated-speaker' }), price: 275 });
    expect(updated.status).toBe(200);
    await eventually(async () => expect((await read()).body.price).toBe(275), 1_000, 20);
  });

  it('reads afresh only the generation of the service a write went to, before answering it', async () => {
    const created = await createProduct(payload({ slug: 'generation-speaker' }));
    expect(created.status).toBe(201);
    // The gateway reads a generation with GET; the services move theirs on with INCR.
    const readsDuring = async (write: () => Promise<unknown>) => {
      const reads = (await redisCommandsDuring(write)).filter((line) => /"get"/i.test(line));
      return (owner: string) =>
        reads.filter((line) => line.includes(`"${TEST_KAFKA_NAMESPACE}cache-generation:${owner}"`)).length;
    };

    const afterProductSave = await readsDuring(async () => {
      const res = await asAdmin().put(`/api/admin/products/${created.body.id}`).send({ price: 299 });
      expect(res.status).toBe(200);
    });
    expect(afterProductSave('catalog')).toBeGreaterThan(0);
    expect(afterProductSave('content')).toBe(0);

    const afterCategoryAdded = await readsDuring(async () => {
      const res = await asAdmin()
        .post('/api/categories')
        .send({ name: 'Generation Cables', slug: 'generation-cables' });
      expect(res.status).toBe(201);
    });
    expect(afterCategoryAdded('content')).toBeGreaterThan(0);
    expect(afterCategoryAdded('catalog')).toBe(0);
  });

  it('never caches what depends on the caller or changes data', () => {
    const parseOp = (query: string) => parse(query).definitions[0] as OperationDefinitionNode;
    expect(isPublicCatalogRead(parseOp('{ products(limit: 3) { id } }'))).toBe(true);
    expect(isPublicCatalogRead(parseOp('query { __typename product(slugOrId: "x") { id related { id } } }'))).toBe(
      true,
    );
    expect(isPublicCatalogRead(parseOp('{ categories { id name } }'))).toBe(true);
    expect(isPublicCatalogRead(parseOp('{ categories { id } me { id } }'))).toBe(false);
    expect(isPublicCatalogRead(parseOp('{ activeNews(limit: 3) { id title } }'))).toBe(true);
    // Drafts included: the admins' list.
    expect(isPublicCatalogRead(parseOp('{ news { id } }'))).toBe(false);
    expect(isPublicCatalogRead(parseOp('{ adminCategories { id } }'))).toBe(false);
    expect(isPublicCatalogRead(parseOp('{ products { id } me { id } }'))).toBe(false);
    expect(isPublicCatalogRead(parseOp('{ adminProducts { id } }'))).toBe(false);
    expect(isPublicCatalogRead(parseOp('{ ...F } fragment F on Query { products { id } }'))).toBe(false);
    expect(isPublicCatalogRead(parseOp('mutation { deleteProduct(id: 1) }'))).toBe(false);
  });
});

/**
 * The commands Redis ran while `action` ran, as MONITOR reports them; a marker read after it shows
 * every command before it was seen.
 */
async function redisCommandsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const marker = `${TEST_KAFKA_NAMESPACE}marker-${randomUUID()}`;
  const commands: string[] = [];
  let markerSeen = false;
  const stopMonitor = await monitorRedis((line) => {
    if (line.includes(marker)) markerSeen = true;
    else commands.push(line);
  });
  try {
    await action();
    await redis.get(marker);
    await eventually(() => expect(markerSeen).toBe(true));
    return commands;
  } finally {
    stopMonitor();
    await redis.quit();
  }
}

/**
 * Redis's MONITOR feed, line by line, on a plain socket: ioredis's monitor mode throws when the
 * first lines arrive in the same packet as the server's OK to MONITOR. Resolves once monitoring,
 * with a function that stops it.
 */
async function monitorRedis(onLine: (line: string) => void): Promise<() => void> {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const socket = connect(Number(url.port || 6379), url.hostname);
  let buffered = '';
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString()).split('\r\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === '+OK') resolve();
        else onLine(line);
      }
    });
    socket.write('MONITOR\r\n');
  });
  return () => socket.destroy();
}
