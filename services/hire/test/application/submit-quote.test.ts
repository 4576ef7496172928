import { Forbidden, Unauthorized } from '@shop/kit';
import { customerUseCases, request } from '../support/requests';
import { testUser } from '@shop/kit/testing';
import { hireProduct, replicaPerFile } from '../support/store';

describe('submitQuote and the announcement it makes (HireQuoteRequested, once)', () => {
  const replica = replicaPerFile();
  let hire: ReturnType<typeof customerUseCases>;
  const anonymous = { user: null, quoteTokens: [] };

  beforeAll(async () => {
    hire = customerUseCases(replica());
  });

  const eventsOf = async (quoteId: number) =>
    (await replica().models.Quote.findOne({ id: quoteId }).lean())!.pendingEvents.map((e) => ({
      type: e.type,
      data: e.data,
    }));

  it('sends the quote with every line named, and later submits change nothing', async () => {
    const sub = await hireProduct(replica().models, 3);
    const { token, quote } = await hire.createQuote(request(), { user: testUser('user', 5) });
    await hire.addQuoteItem(
      { quoteId: quote.id, line: { productId: sub, quantity: 2, hirePeriod: 'daily' }, token },
      anonymous,
    );

    const sent = await hire.submitQuote({ quoteId: quote.id, token }, anonymous);
    expect(sent.requestedAt).toBeInstanceOf(Date);
    const events = await eventsOf(quote.id);
    expect(events).toEqual([
      {
        type: 'HireQuoteRequested',
        data: expect.objectContaining({
          quoteId: quote.id,
          userId: 5,
          customerName: 'Alex Hirer',
          startDate: `${request().startDate}T00:00:00.000Z`,
          endDate: `${request().endDate}T00:00:00.000Z`,
          items: [
            { productId: sub, name: expect.stringMatching(/^Moving Head \d+$/), quantity: 2, hirePeriod: 'daily' },
          ],
        }),
      },
    ]);

    // The owner, signed in without the token, may submit too: nothing more is sent.
    const again = await hire.submitQuote({ quoteId: quote.id }, { user: testUser('user', 5), quoteTokens: [] });
    expect(again.requestedAt).toEqual(sent.requestedAt);
    expect(await eventsOf(quote.id)).toHaveLength(1);
    expect(await hire.announce(quote.id)).toMatchObject({ id: quote.id, requestedAt: sent.requestedAt });
    expect(await eventsOf(quote.id)).toHaveLength(1);
  });

  it('answers 401 to an anonymous stranger and 403 to a signed-in one', async () => {
    const { quote } = await hire.createQuote(request(), { user: null });
    const anon = hire.submitQuote({ quoteId: quote.id, token: `${quote.id}.forged` }, anonymous);
    await expect(anon).rejects.toBeInstanceOf(Unauthorized);
    await expect(anon).rejects.toThrow('You must be signed in to view this quote');
    const stranger = hire.submitQuote({ quoteId: quote.id }, { user: testUser('user', 9), quoteTokens: [] });
    await expect(stranger).rejects.toBeInstanceOf(Forbidden);
    await expect(stranger).rejects.toThrow('You may not view the items of this quote');
    expect(await eventsOf(quote.id)).toEqual([]);
  });

  it('has nothing to announce for a quote that does not exist', async () => {
    expect(await hire.announce(987_654)).toBeNull();
  });
});
