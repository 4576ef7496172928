import { hireQuoteRequestSchema } from '@shop/contracts';
import { IDEMPOTENCY_KEY_REUSED, Invalid, Unprocessable, createLogger, idempotencyKeys } from '@shop/kit';
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
      models: replica().models,
      quotes: quoteStore(replica().models.Quote, () => {}),
      idempotencyKeys: idempotencyKeys(replica().connection),
      tokenSecret: 'test-quote-token-secret',
      settleLater: () => Promise.reject(new Error('Redis is down')),
      logger: createLogger('hire-test', 'silent'),
    });
    const { quote } = await create(request(), { user: null });
    expect(await replica().models.Quote.exists({ id: quote.id })).toBeTruthy();
  });

  describe('with an Idempotency-Key', () => {
    it('answers a retry of the same request with the first quote and token', async () => {
      const key = 'quote-attempt-1';
      const first = await hire.createQuote(request(), { user: null }, key);
      // The same fields in another order are the same request.
      const { customerEmail, ...rest } = request();
      const retry = await hire.createQuote({ customerEmail, ...rest }, { user: null }, key);
      expect(retry.quote.id).toBe(first.quote.id);
      expect(retry.token).toBe(first.token);
      expect(holdsToken(retry.quote, [retry.token])).toBe(true);
      expect(await replica().models.Quote.countDocuments({ id: first.quote.id })).toBe(1);
    });

    it('makes one quote of retries sent at once', async () => {
      const tries = await Promise.all(
        [1, 2, 3].map(() => hire.createQuote(request({ customerName: 'Sam Racer' }), { user: null }, 'racing-key')),
      );
      expect(new Set(tries.map((t) => t.quote.id)).size).toBe(1);
      expect(await replica().models.Quote.countDocuments({ customerName: 'Sam Racer' })).toBe(1);
    });

    it('refuses the key with a different request (422), and keeps keys apart per customer', async () => {
      const key = 'quote-attempt-2';
      const first = await hire.createQuote(request(), { user: testUser('user', 51) }, key);
      const changed = hire.createQuote(request({ customerName: 'Someone Else' }), { user: testUser('user', 51) }, key);
      await expect(changed).rejects.toBeInstanceOf(Unprocessable);
      await expect(changed).rejects.toThrow(IDEMPOTENCY_KEY_REUSED);
      const other = await hire.createQuote(request(), { user: testUser('user', 52) }, key);
      expect(other.quote.id).not.toBe(first.quote.id);
      await expect(hire.createQuote(request(), { user: null }, 'x'.repeat(201))).rejects.toThrow(
        'idempotencyKey: Idempotency-Key must be at most 200 characters',
      );
    });

    it('makes the quote on a retry when the first request stopped after taking its key', async () => {
      const keys = idempotencyKeys(replica().connection);
      const id = await keys.resultOf(
        'quote:guest:half-done',
        hireQuoteRequestSchema.parse(request()),
        async () => 900_001,
      );
      const { quote } = await hire.createQuote(request(), { user: null }, 'half-done');
      expect(quote.id).toBe(id);
    });
  });
});
