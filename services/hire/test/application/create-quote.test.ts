import { Invalid, createLogger } from '@shop/kit';
import { createQuote } from '../../src/application/create-quote';
import { holdsToken } from '../../src/domain/quote-rules';
import { quoteStore } from '../../src/models/quote-store';
import { customerUseCases, request } from '../support/requests';
import { testUser } from '@shop/kit/testing';
import { replicaPerFile } from '../support/store';

describe('createQuote (a quote request from the shop)', () => {
  const replica = replicaPerFile();
  let hire: ReturnType<typeof customerUseCases>;

  beforeAll(async () => {
    hire = customerUseCases(replica());
  });

  it('stores a pending quote with no lines, answers its token and queues the quiet-period check', async () => {
    const { token, quote } = await hire.createQuote(request({ deliveryRequired: false }), { user: null });

    expect(quote).toMatchObject({
      userId: null,
      customerName: 'Alex Hirer',
      status: 'pending',
      items: [],
      requestedAt: null,
      startDate: new Date('2030-06-01'),
    });
    expect(token.startsWith(`${quote.id}.`)).toBe(true);
    expect(holdsToken(quote, [token])).toBe(true);
    expect(hire.settling).toContain(quote.id);
    // Nothing is announced yet: the desk hears of it when it is submitted or has been quiet.
    const stored = (await replica().models.Quote.findOne({ id: quote.id }).lean())!;
    expect(stored.pendingEvents).toEqual([]);
  });

  it("carries a signed-in customer's user id", async () => {
    const { quote } = await hire.createQuote(request(), { user: testUser('user', 42) });
    expect(quote.userId).toBe(42);
  });

  it('refuses an invalid request with the message naming the field, and stores nothing', async () => {
    const before = await replica().models.Quote.countDocuments();
    const refused = hire.createQuote(request({ endDate: '2030-05-01' }), { user: null });
    await expect(refused).rejects.toBeInstanceOf(Invalid);
    await expect(refused).rejects.toThrow('endDate: End date must be after start date');
    await expect(hire.createQuote(request({ customerName: undefined }), { user: null })).rejects.toThrow(
      'customerName: Name is required',
    );
    expect(await replica().models.Quote.countDocuments()).toBe(before);
  });

  it('still creates the quote when its quiet-period job cannot be queued', async () => {
    const create = createQuote({
      connection: replica().connection,
      quotes: quoteStore(replica().models.Quote, () => {}),
      settleLater: () => Promise.reject(new Error('Redis is down')),
      logger: createLogger('hire-test', 'silent'),
    });
    const { quote } = await create(request(), { user: null });
    expect(await replica().models.Quote.exists({ id: quote.id })).toBeTruthy();
  });
});
