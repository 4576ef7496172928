import request from 'supertest';
import { eventually, mintToken, opsUrlOf, recordEvents } from '@shop/kit/testing';
import { startStack, type Stack } from '@shop/stack';

let stack: Stack;
const admin = `Bearer ${mintToken('admin')}`;
const customer = `Bearer ${mintToken('user')}`;

beforeAll(async () => {
  stack = await startStack(['content']);
});
afterAll(() => stack.stop());

const api = () => request(stack.url);

describe('categories (admin spec 5, 7)', () => {
  it('creates a category tree, lists it and finds it by slug', async () => {
    const audio = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Audio Equipment', slug: 'audio-equipment' });
    expect(audio.status).toBe(201);
    expect(audio.body).toEqual({
      id: expect.any(Number),
      name: 'Audio Equipment',
      slug: 'audio-equipment',
      description: null,
      parentId: null,
    });

    const speakers = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Speakers', slug: 'speakers', description: 'PA speakers', parentId: audio.body.id });
    expect(speakers.status).toBe(201);
    expect(speakers.body.parentId).toBe(audio.body.id);

    const list = await api().get('/api/categories');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['audio-equipment', 'speakers']),
    );

    const bySlug = await api().get('/api/categories/slug/speakers');
    expect(bySlug.body).toMatchObject({ name: 'Speakers', parentId: audio.body.id });

    const adminList = await api().get('/api/admin/categories').set('authorization', admin);
    expect(adminList.status).toBe(200);
    expect(adminList.body.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const res = await api().get('/api/categories/slug/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Category not found' });
  });

  it('names the field of each validation failure', async () => {
    const short = await api().post('/api/categories').set('authorization', admin).send({ name: 'A', slug: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('name: Name must be at least 2 characters');

    const slug = await api().post('/api/categories').set('authorization', admin).send({ name: 'Lights', slug: 'x' });
    expect(slug.body.message).toBe('slug: Slug must be at least 2 characters');

    const typed = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: { $gt: '' }, slug: 'lights' });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toMatch(/^name: /);

    const parent = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Orphan', slug: 'orphan', parentId: 99999 });
    expect(parent.status).toBe(400);
    expect(parent.body.message).toBe('parentId: Parent category does not exist');

    const badId = await api().patch('/api/categories/abc').set('authorization', admin).send({ name: 'Lights' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^id: /);
  });

  it('refuses a duplicate slug with 409 naming the slug', async () => {
    await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Lighting', slug: 'lighting-equipment' });
    const dup = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Lighting 2', slug: 'lighting-equipment' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A category with slug "lighting-equipment" already exists');
  });

  it('updates with PATCH, ignoring fields the form sends back such as id', async () => {
    const created = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'DJ Gear', slug: 'dj-gear' });
    const res = await api()
      .patch(`/api/categories/${created.body.id}`)
      .set('authorization', admin)
      .send({ ...created.body, name: 'DJ Equipment' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, name: 'DJ Equipment', slug: 'dj-gear' });
  });

  it('refuses to delete a category with children (409) and deletes a leaf', async () => {
    const parent = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Cables', slug: 'cables' });
    const child = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'XLR Cables', slug: 'xlr-cables', parentId: parent.body.id });
    const refused = await api().delete(`/api/categories/${parent.body.id}`).set('authorization', admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has 1 subcategory/);

    expect((await api().delete(`/api/categories/${child.body.id}`).set('authorization', admin)).status).toBe(200);
    expect((await api().delete(`/api/categories/${parent.body.id}`).set('authorization', admin)).status).toBe(200);
    expect((await api().get('/api/categories/slug/cables')).status).toBe(404);
    // The slug is free again at once.
    const again = await api()
      .post('/api/categories')
      .set('authorization', admin)
      .send({ name: 'Cables', slug: 'cables' });
    expect(again.status).toBe(201);
  });

  it('answers 401 to anonymous writes and 403 to customers', async () => {
    expect((await api().post('/api/categories').send({ name: 'Nope', slug: 'nope' })).status).toBe(401);
    const forbidden = await api()
      .post('/api/categories')
      .set('authorization', customer)
      .send({ name: 'Nope', slug: 'nope' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Admin access required' });
    expect((await api().delete('/api/categories/1').set('authorization', customer)).status).toBe(403);
    expect((await api().get('/api/admin/categories')).status).toBe(401);
  });
});

describe('news (admin spec 5; storefront home news block)', () => {
  it('creates, lists, updates and deletes news; active list is newest first with a limit', async () => {
    const first = await api()
      .post('/api/news')
      .set('authorization', admin)
      .send({ title: 'Older', content: 'First story' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ title: 'Older', isActive: true, imageUrl: null });
    await api()
      .post('/api/news')
      .set('authorization', admin)
      .send({ title: 'Hidden', content: 'Draft', isActive: false });
    const newest = await api()
      .post('/api/news')
      .set('authorization', admin)
      .send({ title: 'Newest', content: 'Latest story', imageUrl: 'https://example.com/a.jpg' });

    const active = await api().get('/api/news/active?limit=3');
    expect(active.status).toBe(200);
    expect(active.body.map((n: { title: string }) => n.title)).toEqual(['Newest', 'Older']);
    expect((await api().get('/api/news/active?limit=1')).body).toHaveLength(1);

    const all = await api().get('/api/news').set('authorization', admin);
    expect(all.body).toHaveLength(3);

    const updated = await api()
      .put(`/api/news/${newest.body.id}`)
      .set('authorization', admin)
      .send({ title: 'Newest (edited)', content: 'Latest story', isActive: false });
    expect(updated.body).toMatchObject({ title: 'Newest (edited)', isActive: false });
    expect((await api().get('/api/news/active')).body.map((n: { title: string }) => n.title)).toEqual(['Older']);

    expect((await api().delete(`/api/news/${first.body.id}`).set('authorization', admin)).status).toBe(200);
    expect((await api().delete(`/api/news/${first.body.id}`).set('authorization', admin)).status).toBe(404);
  });

  it('validates news input and the limit', async () => {
    const noTitle = await api().post('/api/news').set('authorization', admin).send({ content: 'x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('title: Title is required');
    const noContent = await api().post('/api/news').set('authorization', admin).send({ title: 'x', content: '' });
    expect(noContent.body.message).toBe('content: Content is required');
    const badUrl = await api()
      .post('/api/news')
      .set('authorization', admin)
      .send({ title: 'x', content: 'y', imageUrl: 'not a url' });
    expect(badUrl.body.message).toBe('imageUrl: Image URL must be a valid URL');
    expect((await api().get('/api/news/active?limit=0')).status).toBe(400);
    // Above the most a page takes: clamped, not refused.
    expect((await api().get('/api/news/active?limit=5000')).status).toBe(200);
    expect((await api().get('/api/news/active?limit=many')).body.message).toBe(
      'limit: must be a positive whole number',
    );
  });

  it('keeps news writes and the full list admin-only', async () => {
    expect((await api().get('/api/news')).status).toBe(401);
    expect(
      (await api().post('/api/news').set('authorization', customer).send({ title: 'a', content: 'b' })).status,
    ).toBe(403);
    expect((await api().put('/api/news/1').send({ title: 'a', content: 'b' })).status).toBe(401);
  });
});

describe('contact and waitlist (storefront 5, 7)', () => {
  it('stores a contact message and answers with the thank-you message', async () => {
    const res = await api().post('/api/contact').send({
      name: 'Sam Rivers',
      email: 'sam@example.co.uk',
      subject: 'PA hire',
      message: 'Do you hire line arrays for weddings?',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Thank you for your message. We will get back to you soon!' });
  });

  it.each([
    [
      { name: 'S', email: 'sam@example.co.uk', subject: 'Hello there', message: 'Long enough text' },
      'name: Name must be at least 2 characters.',
    ],
    [
      { name: 'Sam', email: 'nope', subject: 'Hello there', message: 'Long enough text' },
      'email: Please enter a valid email address.',
    ],
    [
      { name: 'Sam', email: 'sam@example.co.uk', subject: 'Hi', message: 'Long enough text' },
      'subject: Subject must be at least 5 characters.',
    ],
    [
      { name: 'Sam', email: 'sam@example.co.uk', subject: 'Hello there', message: 'short' },
      'message: Message must be at least 10 characters.',
    ],
  ])('rejects a bad contact message %#', async (body, message) => {
    const res = await api().post('/api/contact').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('refuses a contact message too long with 400 naming the field, and keeps nothing of it', async () => {
    const contactEvents = await recordEvents<{ email: string }>('content.contact');
    // The topic outlives the run: addresses of this run only.
    const run = Date.now().toString(36);
    const [refusedEmail, sentEmail] = [`long-${run}@example.co.uk`, `after-${run}@example.co.uk`];
    try {
      const refused = await api()
        .post('/api/contact')
        .send({ name: 'Sam', email: refusedEmail, subject: 'Hello there', message: 'x'.repeat(2_001) });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'message: Message must be at most 2000 characters.' });
      // A message sent after it is passed on; the refused one never was.
      const sent = await api()
        .post('/api/contact')
        .send({ name: 'Sam', email: sentEmail, subject: 'Hello there', message: 'x'.repeat(2_000) });
      expect(sent.status).toBe(200);
      const emails = () => contactEvents.events.map((e) => e.data.email);
      await eventually(() => expect(emails()).toContain(sentEmail), 30_000);
      expect(emails()).not.toContain(refusedEmail);
    } finally {
      await contactEvents.stop();
    }
  });

  it('adds a waitlist entry once per email', async () => {
    const body = {
      fullName: 'Alex Stone',
      email: 'Alex@Example.com',
      interests: 'DJ controllers',
      marketingConsent: true,
    };
    const res = await api().post('/api/waitlist').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fullName: 'Alex Stone', email: 'alex@example.com', marketingConsent: true });
    const again = await api().post('/api/waitlist').send(body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This email is already on the waitlist');
    const bad = await api().post('/api/waitlist').send({ fullName: 'Al', email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('email: Please enter a valid email address');
  });
});

describe('gateway edge', () => {
  it('rejects malformed and oversized JSON bodies with a message', async () => {
    const malformed = await api().post('/api/contact').set('content-type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Request body is not valid JSON' });
    const huge = await api()
      .post('/api/contact')
      .send({ name: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await api().get('/api/no-such-path');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No API route for GET /api/no-such-path');
  });

  it('answers 400 to a path with a malformed % escape: { message } on the API, a plain page elsewhere', async () => {
    for (const path of ['/api/products/%E0%A4%A', '/api/categories/%', '/graphql/%zz']) {
      const res = await api().get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The address is not valid: it has a malformed % escape.' });
    }
    for (const path of ['/%', '/admin/%E0%A4%A', '/assets/%.js', '/products/%E0%A4%A']) {
      const res = await api().get(path).set('accept-encoding', 'gzip, br');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toContain('The address is not valid');
    }
  });

  it('serves liveness publicly, and readiness and metrics on the operations port only', async () => {
    expect((await api().get('/healthz')).body).toEqual({ status: 'ok' });
    for (const path of ['/readyz', '/metrics']) {
      const res = await api().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
    const ops = () => request(opsUrlOf(stack.url));
    expect(new URL(opsUrlOf(stack.url)).port).not.toBe(new URL(stack.url).port);
    expect((await ops().get('/healthz')).body).toEqual({ status: 'ok' });
    expect(await ops().get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await ops().get('/metrics')).text).toContain('http_request_duration_seconds');
    // Nothing of the API or the shop is served there.
    expect((await ops().get('/api/categories')).status).toBe(404);
  });
});
