import { Conflict, Forbidden, Invalid, NotFound } from '@shop/kit';
import { createNewsItem } from '../../src/application/create-news-item';
import { deleteNewsItem } from '../../src/application/delete-news-item';
import { joinWaitlist } from '../../src/application/join-waitlist';
import { newsQueries } from '../../src/application/news-queries';
import { sendContactMessage } from '../../src/application/send-contact-message';
import { updateNewsItem } from '../../src/application/update-news-item';
import { signedOut } from '@shop/kit/testing';
import { asAdmin, asShopper, openContent } from '../support/content';

/** News, contact messages and the waitlist on the real database, without GraphQL. */
describe('news, contact and waitlist use cases', () => {
  let content: Awaited<ReturnType<typeof openContent>>;

  beforeAll(async () => {
    content = await openContent();
  });
  afterAll(() => content.close());

  it('writes news as an admin only, and shows shoppers the active items alone', async () => {
    const create = createNewsItem(content);
    const update = updateNewsItem(content);
    const remove = deleteNewsItem(content);
    const news = newsQueries(content.models);

    await expect(create({ title: 'Hello', content: 'World' }, asShopper)).rejects.toThrow(
      new Forbidden('Admin access required'),
    );
    await expect(create({ title: ' ', content: 'World' }, asAdmin)).rejects.toThrow(Invalid);
    const opening = await create({ title: 'Opening', content: 'We are open' }, asAdmin);
    expect(opening).toMatchObject({ title: 'Opening', isActive: true, imageUrl: null });
    const draft = await create({ title: 'Draft', content: 'Not yet', isActive: false }, asAdmin);

    expect((await news.active(undefined)).map((n) => n.title)).toEqual(['Opening']);
    expect((await news.all(asAdmin)).map((n) => n.title).sort()).toEqual(['Draft', 'Opening']);
    await expect(news.all(signedOut)).rejects.toThrow('You must be signed in');

    const published = await update(draft.id, { title: 'Draft', content: 'Now out', isActive: true }, asAdmin);
    expect(published).toMatchObject({ content: 'Now out', isActive: true });
    await remove(opening.id, asAdmin);
    expect((await news.active(10)).map((n) => n.title)).toEqual(['Draft']);
    await expect(remove(opening.id, asAdmin)).rejects.toThrow(new NotFound(`News item ${opening.id} not found`));
  });

  it('stores a contact message with the event notify emails from', async () => {
    const send = sendContactMessage(content);
    const message = {
      name: 'Sam',
      email: 'sam@example.co.uk',
      subject: 'Hire query',
      message: 'Do you deliver to Leeds?',
    };
    await expect(send({ ...message, subject: 'Hi' })).rejects.toThrow(
      new Invalid('subject: Subject must be at least 5 characters.'),
    );
    const saved = await send(message);
    const stored = await content.models.ContactMessage.findOne({ id: saved.id }).lean();
    expect(stored?.pendingEvents.map((e) => [e.type, e.data])).toEqual([
      ['ContactMessageReceived', { id: saved.id, ...message }],
    ]);
  });

  it('lets one email address join the waitlist once', async () => {
    const join = joinWaitlist(content);
    const entry = await join({ fullName: 'Alex Doe', email: 'alex@example.co.uk', marketingConsent: true });
    expect(entry).toMatchObject({ fullName: 'Alex Doe', email: 'alex@example.co.uk', marketingConsent: true });
    await expect(join({ fullName: 'Alex Again', email: 'alex@example.co.uk' })).rejects.toThrow(
      new Conflict('This email is already on the waitlist'),
    );
  });
});
