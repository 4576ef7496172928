import { Forbidden, Unauthorized } from '@shop/kit';
import { mirrorAccount } from '../../src/shared/application/mirror-account';
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

  it("answers 401 to an anonymous stranger, 403 to a signed-in one and to a token that is not the quote's", async () => {
    const { quote } = await hire.createQuote(request(), { user: null });
    const anon = hire.submitQuote({ quoteId: quote.id }, anonymous);
    await expect(anon).rejects.toBeInstanceOf(Unauthorized);
    await expect(anon).rejects.toThrow('Sign in, or use the link in our email, to see this quote');
    const forged = hire.submitQuote({ quoteId: quote.id, token: `${quote.id}.forged` }, anonymous);
    await expect(forged).rejects.toBeInstanceOf(Forbidden);
    await expect(forged).rejects.toThrow('This quote link is not valid');
    const stranger = hire.submitQuote({ quoteId: quote.id }, { user: testUser('user', 9), quoteTokens: [] });
    await expect(stranger).rejects.toBeInstanceOf(Forbidden);
    await expect(stranger).rejects.toThrow('This quote is not yours');
    expect(await eventsOf(quote.id)).toEqual([]);
  });

  it('has nothing to announce for a quote that does not exist', async () => {
    expect(await hire.announce(987_654)).toBeNull();
  });

  describe("whether the quote's email is its signed-in requester's own account email", () => {
    const accounts = () => mirrorAccount(replica().models);
    const account = (id: number, email: string, version = 1) =>
      accounts().save({ id, username: `hirer${id}`, email, fullName: null, role: 'user' }, version);
    const announced = async (quoteId: number) => {
      const [event] = await eventsOf(quoteId);
      return (event.data as { customerEmailIsAccountEmail: boolean }).customerEmailIsAccountEmail;
    };
    const requestAs = async (actor: { user: ReturnType<typeof testUser> | null }, customerEmail: string) => {
      const { quote } = await hire.createQuote(request({ customerEmail }), actor);
      await hire.announce(quote.id);
      return quote.id;
    };

    it('says so when the account holder asks for their own address (in any case)', async () => {
      await account(61, 'own@example.co.uk');
      expect(await announced(await requestAs({ user: testUser('user', 61) }, ' OWN@Example.co.uk'))).toBe(true);
    });

    it('says not for another address, a guest, or an account this service has not heard of', async () => {
      await account(62, 'own@example.co.uk');
      expect(await announced(await requestAs({ user: testUser('user', 62) }, 'someone@example.co.uk'))).toBe(false);
      expect(await announced(await requestAs({ user: null }, 'own@example.co.uk'))).toBe(false);
      expect(await announced(await requestAs({ user: testUser('user', 63) }, 'own@example.co.uk'))).toBe(false);
    });

    it("follows the account's newest email", async () => {
      await account(64, 'old@example.co.uk', 1);
      await account(64, 'new@example.co.uk', 2);
      await account(64, 'old@example.co.uk', 1);
      expect(await announced(await requestAs({ user: testUser('user', 64) }, 'old@example.co.uk'))).toBe(false);
      expect(await announced(await requestAs({ user: testUser('user', 64) }, 'new@example.co.uk'))).toBe(true);
    });
  });
});
