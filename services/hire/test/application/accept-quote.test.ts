import { Conflict, Forbidden, Invalid } from '@shop/kit';
import { admin, anyone, deskOn, eventTypesOf, linkTokenOf, outboxOf, testClock } from '../support/desk';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';
import { testUser } from '@shop/kit/testing';

const june = (day: number) => new Date(Date.UTC(2027, 5, day));

describe('acceptQuote and declineQuote (the customer answers a sent quote)', () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let desk: ReturnType<typeof deskOn>;

  beforeAll(() => {
    desk = deskOn(replica(), clock.now);
  });

  const freeOf = async (productId: number, start: number, end: number) => {
    const product = (await replica().models.ProductView.findOne({ id: productId }).lean())!;
    return (await replica().commitments.availabilityOf(product, { start: june(start), end: june(end) })).available;
  };

  /** A quote for these units of a product, sent, and the token of its email's link. */
  async function sentQuote(productId: number, quantity: number, userId: number | null = null) {
    const quote = await pendingQuote(replica().models, [{ productId, quantity }], 10, 12);
    if (userId) await replica().models.Quote.updateOne({ id: quote.id }, { userId });
    await desk.send({ id: quote.id }, admin);
    return { id: quote.id, token: await linkTokenOf(replica(), quote.id) };
  }

  it('commits the units with the link, recording who accepted which revision, when and from where', async () => {
    const amp = await hireProduct(replica().models, 3, 0);
    const { id, token } = await sentQuote(amp, 2);

    await expect(desk.accept({ id, token, fullName: 'Alex Hirer' }, anyone)).rejects.toThrow(
      'acceptTerms: Tick to accept the hire terms',
    );
    await expect(desk.accept({ id, token, fullName: 'A', acceptTerms: true }, anyone)).rejects.toBeInstanceOf(Invalid);

    const accepted = await desk.accept(
      { id, token, fullName: ' Alex Hirer ', acceptTerms: true },
      { ...anyone, ip: '203.0.113.9' },
    );
    expect(accepted).toMatchObject({
      stage: 'confirmed',
      status: 'approved',
      acceptance: { name: 'Alex Hirer', at: clock.now(), ip: '203.0.113.9', revision: 1 },
    });
    expect(await freeOf(amp, 10, 12)).toBe(1);
    expect(await eventTypesOf(replica(), id)).toEqual(['HireQuoteSent', 'HireQuoteAccepted']);
    const [, acceptedEvent] = await outboxOf(replica(), id);
    expect(acceptedEvent.data).toMatchObject({
      quoteId: id,
      revision: 1,
      acceptedByName: 'Alex Hirer',
      totalPence: 2 * 2 * 4500 * 1.2,
    });

    // Once only.
    await expect(desk.accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone)).rejects.toThrow(
      'This quote has already been accepted',
    );
  });

  it('refuses a tampered token (403) and a link to a replaced revision', async () => {
    const amp = await hireProduct(replica().models, 3);
    const { id, token } = await sentQuote(amp, 1);
    const tampered = token.replace(/^1\./, '2.');
    const answer = { id, token: tampered, fullName: 'Alex Hirer', acceptTerms: true };
    await expect(desk.accept(answer, anyone)).rejects.toBeInstanceOf(Forbidden);
    const other = await sentQuote(amp, 1);
    await expect(desk.accept({ ...answer, id: other.id, token }, anyone)).rejects.toBeInstanceOf(Forbidden);

    await desk.send({ id }, admin);
    const stale = desk.accept({ ...answer, token }, anyone);
    await expect(stale).rejects.toBeInstanceOf(Conflict);
    await expect(stale).rejects.toThrow(
      /earlier version of the quote; use the link in our latest email \(Q-2027-\d{4} rev 2\)/,
    );
  });

  it('refuses an acceptance once the units went to another booking, and tells the desk', async () => {
    const sub = await hireProduct(replica().models, 1);
    const first = await sentQuote(sub, 1);
    const second = await sentQuote(sub, 1);
    await desk.accept({ ...first, fullName: 'First Hirer', acceptTerms: true }, anyone);

    const refused = desk.accept({ ...second, fullName: 'Second Hirer', acceptTerms: true }, anyone);
    await expect(refused).rejects.toBeInstanceOf(Conflict);
    await expect(refused).rejects.toThrow(
      /no longer free for your dates: Moving Head \d+ \(1 needed, 0 free\)\. The hire desk has been told/,
    );
    const quote = (await replica().models.Quote.findOne({ id: second.id }).lean())!;
    expect(quote).toMatchObject({ stage: 'quoted', status: 'pending', acceptance: null });
    expect(quote.acceptanceRefused).toMatchObject({
      revision: 1,
      shortfalls: [{ productId: sub, requested: 1, available: 0 }],
    });
    const outbox = await outboxOf(replica(), second.id);
    expect(outbox.at(-1)).toMatchObject({
      type: 'HireQuoteAcceptanceRefused',
      data: { quoteId: second.id, shortfalls: [{ productId: sub, requested: 1, available: 0 }] },
    });
  });

  it('lets the signed-in owner answer without the link, and nobody else', async () => {
    const amp = await hireProduct(replica().models, 3);
    const { id } = await sentQuote(amp, 1, 42);
    const answer = { id, fullName: 'Sam Owner', acceptTerms: true, revision: 1 };
    await expect(desk.accept(answer, { user: testUser('user', 43), quoteTokens: [] })).rejects.toBeInstanceOf(
      Forbidden,
    );
    await expect(desk.accept(answer, anyone)).rejects.toThrow('Sign in, or use the link in our email');
    expect((await desk.accept(answer, { user: testUser('user', 42), quoteTokens: [] })).stage).toBe('confirmed');
  });

  it('declines with a reason, publishing the decline and the status change', async () => {
    const amp = await hireProduct(replica().models, 3);
    const { id, token } = await sentQuote(amp, 1);
    const declined = await desk.decline({ id, token, reason: 'Found a cheaper kit' }, anyone);
    expect(declined).toMatchObject({
      stage: 'declined',
      status: 'rejected',
      decline: { reason: 'Found a cheaper kit' },
    });
    expect(await eventTypesOf(replica(), id)).toEqual(['HireQuoteSent', 'HireQuoteDeclined']);
    await expect(desk.accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone)).rejects.toThrow(
      'This quote was declined',
    );
  });

  it('refuses a link once its revision expired, naming the day', async () => {
    const amp = await hireProduct(replica().models, 3);
    const { id, token } = await sentQuote(amp, 1);
    clock.advanceDays(15);
    try {
      await expect(desk.accept({ id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone)).rejects.toThrow(
        'This quote expired on 15 May 2027',
      );
    } finally {
      clock.advanceDays(-15);
    }
  });

  it('accepts only the revision the customer saw, naming a newer one to review', async () => {
    const amp = await hireProduct(replica().models, 3);
    const { id } = await sentQuote(amp, 1, 44);
    const owner = { user: testUser('user', 44), quoteTokens: [] };
    await desk.send({ id }, admin);
    const answer = { id, fullName: 'Sam Owner', acceptTerms: true };

    const stale = desk.accept({ ...answer, revision: 1 }, owner);
    await expect(stale).rejects.toBeInstanceOf(Conflict);
    await expect(stale).rejects.toThrow('This quote has been revised since you opened it: please review revision 2');
    await expect(desk.accept(answer, owner)).rejects.toThrow('Say which revision of the quote you are accepting');
    const token = await linkTokenOf(replica(), id);
    await expect(desk.accept({ ...answer, token, revision: 1 }, anyone)).rejects.toThrow('please review revision 2');
    expect((await replica().models.Quote.findOne({ id }).lean())!.stage).toBe('quoted');

    const accepted = await desk.accept({ ...answer, revision: 2 }, owner);
    expect(accepted).toMatchObject({ stage: 'confirmed', acceptance: { revision: 2 } });
  });

  it('refuses an acceptance on or after the day the hire starts, even of a revision dated past it', async () => {
    const amp = await hireProduct(replica().models, 3);
    const { id } = await sentQuote(amp, 1, 45);
    // As revisions were dated before the rule: valid until after the hire starts on 10 June.
    await replica().models.Quote.updateOne(
      { id },
      { $set: { 'revisions.0.validUntil': '2027-06-20', 'revisions.0.document.validUntil': '2027-06-20' } },
    );
    const owner = { user: testUser('user', 45), quoteTokens: [] };
    clock.advanceDays(40);
    try {
      const late = desk.accept({ id, fullName: 'Sam Owner', acceptTerms: true, revision: 1 }, owner);
      await expect(late).rejects.toBeInstanceOf(Conflict);
      await expect(late).rejects.toThrow(
        'This hire starts on 10 Jun 2027, so the quote can no longer be accepted. Ask the hire desk for new dates.',
      );
      expect((await replica().models.Quote.findOne({ id }).lean())!.stage).toBe('quoted');
    } finally {
      clock.advanceDays(-40);
    }
  });
});
