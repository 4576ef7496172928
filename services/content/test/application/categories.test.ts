import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from '@shop/kit';
import { createCategory } from '../../src/application/create-category';
import { deleteCategory } from '../../src/application/delete-category';
import { updateCategory } from '../../src/application/update-category';
import { signedOut } from '@shop/kit/testing';
import { asAdmin, asShopper, openContent } from '../support/content';

/** The category use cases on the real database, without GraphQL. */
describe('category use cases', () => {
  let content: Awaited<ReturnType<typeof openContent>>;
  let create: ReturnType<typeof createCategory>;
  let update: ReturnType<typeof updateCategory>;
  let remove: ReturnType<typeof deleteCategory>;

  beforeAll(async () => {
    content = await openContent();
    create = createCategory(content);
    update = updateCategory(content);
    remove = deleteCategory(content);
  });
  afterAll(() => content.close());

  const pendingTypes = async (id: number) =>
    ((await content.models.Category.findOne({ id }).lean())?.pendingEvents ?? []).map((e) => e.type);

  it('lets only an admin write categories', async () => {
    const input = { name: 'Audio', slug: 'audio-guard' };
    await expect(create(input, signedOut)).rejects.toThrow(new Unauthorized('You must be signed in'));
    await expect(create(input, asShopper)).rejects.toThrow(new Forbidden('Admin access required'));
    await expect(remove(1, asShopper)).rejects.toThrow(Forbidden);
  });

  it('creates a category under an existing parent, with its event, and refuses a missing parent', async () => {
    const audio = await create({ name: 'Audio', slug: 'Audio' }, asAdmin);
    const speakers = await create({ name: 'Speakers', slug: 'speakers', parentId: audio.id }, asAdmin);
    expect(speakers).toMatchObject({ name: 'Speakers', slug: 'speakers', parentId: audio.id, description: null });
    expect(await pendingTypes(speakers.id)).toEqual(['CategoryCreated']);
    await expect(create({ name: 'Orphans', slug: 'orphans', parentId: 9999 }, asAdmin)).rejects.toThrow(
      new Invalid('parentId: Parent category does not exist'),
    );
    await expect(create({ name: 'Audio again', slug: 'audio' }, asAdmin)).rejects.toThrow(
      new Conflict('A category with slug "audio" already exists'),
    );
  });

  it('updates only the fields sent and never puts a category inside itself', async () => {
    const lighting = await create({ name: 'Lighting', slug: 'lighting', description: 'Lamps' }, asAdmin);
    const washes = await create({ name: 'Washes', slug: 'washes', parentId: lighting.id }, asAdmin);
    const renamed = await update(lighting.id, { name: 'Stage Lighting' }, asAdmin);
    expect(renamed).toMatchObject({ name: 'Stage Lighting', slug: 'lighting', description: 'Lamps', version: 2 });
    await expect(update(lighting.id, { parentId: washes.id }, asAdmin)).rejects.toThrow(
      new Invalid('parentId: A category cannot be placed inside itself'),
    );
    await expect(update(9999, { name: 'Nothing' }, asAdmin)).rejects.toThrow(new NotFound('Category 9999 not found'));
  });

  it('refuses to delete a category with subcategories, then deletes it once they are gone', async () => {
    const dj = await create({ name: 'DJ', slug: 'dj' }, asAdmin);
    const decks = await create({ name: 'Decks', slug: 'decks', parentId: dj.id }, asAdmin);
    await expect(remove(dj.id, asAdmin)).rejects.toThrow(
      new Conflict('Cannot delete category "DJ" because it has 1 subcategory. Delete or move them first.'),
    );
    await remove(decks.id, asAdmin);
    await remove(dj.id, asAdmin);
    const stored = await content.models.Category.findOne({ id: dj.id }).lean();
    expect(stored).toMatchObject({ slug: `dj~deleted~${dj.id}` });
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(await pendingTypes(dj.id)).toEqual(['CategoryCreated', 'CategoryDeleted']);
    await expect(remove(dj.id, asAdmin)).rejects.toThrow(new NotFound(`Category ${dj.id} not found`));
  });
});
