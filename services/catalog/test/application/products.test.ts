import { Conflict, Forbidden, Invalid, NotFound, PayloadTooLarge } from '@shop/kit';
import { signedIn } from '@shop/kit/testing';
import { categoryQueries } from '../../src/application/category-queries';
import { createProduct } from '../../src/application/create-product';
import { deleteProduct } from '../../src/application/delete-product';
import type { CatalogDeps } from '../../src/application/deps';
import { importProducts } from '../../src/application/import-products';
import { productQueries } from '../../src/application/product-queries';
import { updateProduct } from '../../src/application/update-product';
import { HIRE, SALE } from '../../src/domain/product-kinds';
import { productStore } from '../../src/models/product-store';
import { openStore, type Store } from '../support/catalog';

const asAdmin = signedIn('admin');
const asShopper = signedIn('user');

const speaker = {
  name: 'Powered PA Speaker',
  slug: 'powered-pa-speaker',
  price: 449.99,
  imageUrl: '/images/products/speaker.svg',
  categoryId: 1,
  stock: 4,
};

/** The product use cases on the real database, without GraphQL. */
describe('product use cases', () => {
  let store: Store;
  let deps: CatalogDeps;
  const eventsOf = async (id: number) =>
    ((await store.models.Product.findOne({ id }).lean())?.pendingEvents ?? []).map((e) => e.type);

  beforeAll(async () => {
    store = await openStore();
    const { models } = store;
    deps = {
      connection: models.Product.db,
      models,
      products: productStore(models.Product, async () => undefined),
      categories: categoryQueries(models),
    };
    await models.CategoryView.create({ id: 1, name: 'Audio', slug: 'audio', parentId: null, version: 1 });
  });
  afterAll(() => store.close());

  it('creates a product in pence with its event, for an admin and in a known category only', async () => {
    const create = createProduct(deps, SALE);
    await expect(create(speaker, asShopper)).rejects.toThrow(new Forbidden('Admin access required'));
    await expect(create({ ...speaker, categoryId: 2 }, asAdmin)).rejects.toThrow(
      new Invalid('categoryId: Category does not exist'),
    );
    const saved = await create(speaker, asAdmin);
    expect(saved).toMatchObject({ slug: 'powered-pa-speaker', pricePence: 44999, onHand: 4, committed: 0 });
    expect(await eventsOf(saved.id)).toEqual(['ProductCreated']);
    await expect(create(speaker, asAdmin)).rejects.toThrow(
      new Conflict('A product with slug "powered-pa-speaker" already exists'),
    );
  });

  it('merges an update over the stored product and refuses a stale version', async () => {
    const saved = await createProduct(deps, SALE)({ ...speaker, slug: 'mixer-desk', name: 'Mixer Desk' }, asAdmin);
    const update = updateProduct(deps, SALE);
    const repriced = await update(saved.id, { price: 399 }, saved.version, asAdmin);
    expect(repriced).toMatchObject({ name: 'Mixer Desk', pricePence: 39900, onHand: 4, version: saved.version + 1 });
    await expect(update(saved.id, { price: 379 }, saved.version, asAdmin)).rejects.toThrow(
      new Conflict('This product was changed by someone else; reload to see the current values'),
    );
    await expect(update(saved.id, { price: -1 }, undefined, asAdmin)).rejects.toThrow(
      new Invalid('price: Price must be a positive number'),
    );
    // A sale product is not hire equipment, whatever its id.
    await expect(updateProduct(deps, HIRE)(saved.id, { price: 1 }, undefined, asAdmin)).rejects.toThrow(
      new NotFound('Hire equipment not found'),
    );
  });

  it('saves a kit of other hire products, refusing missing parts, kits inside kits and itself', async () => {
    await store.models.CategoryView.create({ id: 42, name: 'DJ Hire', slug: 'dj-hire', parentId: null, version: 1 });
    const createHire = createProduct(deps, HIRE);
    const hire = { ...speaker, categoryId: 42, hirePriceDaily: 45 };
    const top = await createHire({ ...hire, slug: 'hire-top' }, asAdmin);
    const mixer = await createHire({ ...hire, slug: 'hire-mixer' }, asAdmin);
    const forSale = await createProduct(deps, SALE)({ ...speaker, slug: 'sale-only-speaker' }, asAdmin);
    const parts = [
      { productId: top.id, quantity: 2 },
      { productId: mixer.id, quantity: 1 },
    ];

    const kit = await createHire({ ...hire, slug: 'dj-package', stock: 0, kitParts: parts }, asAdmin);
    expect(kit.kitParts).toEqual(parts);
    const missing = new Invalid(
      'kitParts: Kit contents: each part must be a hire product in the catalogue that is not a kit itself',
    );
    await expect(
      createHire({ ...hire, slug: 'bad-kit', kitParts: [{ productId: forSale.id, quantity: 1 }] }, asAdmin),
    ).rejects.toThrow(missing);
    await expect(
      createHire({ ...hire, slug: 'kit-of-kits', kitParts: [{ productId: kit.id, quantity: 1 }] }, asAdmin),
    ).rejects.toThrow(missing);
    await expect(
      createHire({ ...hire, slug: 'zero-kit', kitParts: [{ productId: top.id, quantity: 0 }] }, asAdmin),
    ).rejects.toThrow(Invalid);
    const update = updateProduct(deps, HIRE);
    await expect(
      update(kit.id, { kitParts: [{ productId: kit.id, quantity: 1 }] }, undefined, asAdmin),
    ).rejects.toThrow(new Invalid('kitParts: Kit contents: a kit cannot contain itself'));
    // A part of a kit cannot become a kit itself.
    await expect(
      update(top.id, { kitParts: [{ productId: mixer.id, quantity: 1 }] }, undefined, asAdmin),
    ).rejects.toThrow(Invalid);
    expect((await store.models.Product.findOne({ id: kit.id }).lean())!.kitParts).toEqual(parts);
  });

  it('deletes a product, freeing its slug, and announces the deletion', async () => {
    const saved = await createProduct(deps, SALE)({ ...speaker, slug: 'old-lamp', name: 'Old Lamp' }, asAdmin);
    const remove = deleteProduct(deps, SALE);
    await remove(saved.id, asAdmin);
    expect(await store.models.Product.findOne({ id: saved.id }).lean()).toMatchObject({
      slug: `old-lamp~deleted~${saved.id}`,
    });
    expect(await eventsOf(saved.id)).toEqual(['ProductCreated', 'ProductDeleted']);
    await expect(remove(saved.id, asAdmin)).rejects.toThrow(new NotFound('Product not found'));
    expect(await productQueries(deps).adminList(SALE, asAdmin)).not.toContainEqual(
      expect.objectContaining({ id: saved.id }),
    );
  });

  it('imports the valid rows of a CSV file and names every problem of the others', async () => {
    const importSale = importProducts(deps, SALE);
    const csv =
      'name,price,imageUrl,categoryId,stock\n' +
      'Stage Box,120,/images/products/box.svg,1,2\n' +
      'Stage Box,130,/images/products/box.svg,1,1\n' +
      'DI Box,-5,/images/products/di.svg,7,1\n';
    const report = await importSale(csv, asAdmin);
    expect(report).toMatchObject({ total: 3, valid: 2, inserted: 1, errors: 2 });
    expect(report.invalidDetails).toEqual([
      {
        index: 3,
        product: { name: 'DI Box' },
        errors: ['price: Price must be a positive number', 'categoryId: Category does not exist'],
      },
    ]);
    expect(report.insertResults.map((r) => [r.status, r.message])).toEqual([
      ['success', 'Product imported'],
      ['error', 'A product with slug "stage-box" already exists'],
    ]);
    await expect(importSale(csv, asShopper)).rejects.toThrow(Forbidden);
    const tooMany = `name\n${'Cable\n'.repeat(5001)}`;
    await expect(importSale(tooMany, asAdmin)).rejects.toThrow(PayloadTooLarge);
  });
});
