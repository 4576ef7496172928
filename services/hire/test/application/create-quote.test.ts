import { DEFAULT_HIRE_CEILINGS, hireQuoteRequestSchema } from '@shop/contracts';
import { IDEMPOTENCY_KEY_REUSED, Invalid, Unprocessable, createLogger, idempotencyKeys } from '@shop/kit';
import { createQuote } from '../../src/modules/quotes/application/create-quote';
import { holdsToken } from '../../src/modules/quotes/domain/quote-rules';
import { quoteStore } from '../../src/modules/quotes/models/quote-store';
import { customerUseCases, daysAhead, request } from '../support/requests';
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
      startDate: new Date(daysAhead(30)),
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
    const refused = hire.createQuote(request({ endDate: daysAhead(29) }), { user: null });
    await expect(refused).rejects.toBeInstanceOf(Invalid);
    await expect(refused).rejects.toThrow('endDate: End date must be after start date');
    await expect(hire.createQuote(request({ customerName: undefined }), { user: null })).rejects.toThrow(
      'customerName: Name is required',
    );
    expect(await replica().models.Quote.countDocuments()).toBe(before);
  });

  describe('the ceilings on its dates (366 days long, 2 years ahead by default)', () => {
    it('refuses a hire that ends in 9999 with a message naming endDate, and stores nothing', async () => {
      const before = await replica().models.Quote.countDocuments();
      const refused = hire.createQuote(request({ startDate: daysAhead(1), endDate: '9999-12-31' }), { user: null });
      await expect(refused).rejects.toBeInstanceOf(Invalid);
      await expect(refused).rejects.toThrow('endDate: A hire can last at most 366 days');
      expect(await replica().models.Quote.countDocuments()).toBe(before);
    });

    it('takes a hire of exactly 366 days and refuses one of 367', async () => {
      const { quote } = await hire.createQuote(request({ startDate: daysAhead(1), endDate: daysAhead(367) }), {
        user: null,
      });
      expect(quote.endDate).toEqual(new Date(daysAhead(367)));
      await expect(
        hire.createQuote(request({ startDate: daysAhead(1), endDate: daysAhead(368) }), { user: null }),
      ).rejects.toThrow('endDate: A hire can last at most 366 days');
    });

    it('takes a start 730 days ahead and refuses one 731 days ahead, naming startDate', async () => {
      await expect(
        hire.createQuote(request({ startDate: daysAhead(730), endDate: daysAhead(732) }), { user: null }),
      ).resolves.toMatchObject({ quote: { startDate: new Date(daysAhead(730)) } });
      await expect(
        hire.createQuote(request({ startDate: daysAhead(731), endDate: daysAhead(733) }), { user: null }),
      ).rejects.toThrow('startDate: A hire can start at most 2 years ahead');
    });

    it('applies the ceilings it is given (the hire service reads them from HIRE_MAX_DAYS and HIRE_MAX_DAYS_AHEAD)', async () => {
      const create = createQuote({
        connection: replica().connection,
        models: replica().models,
        quotes: quoteStore(replica().models.Quote, () => {}),
        idempotencyKeys: idempotencyKeys(replica().connection),
        ceilings: { maxDays: 14, maxDaysAhead: 60 },
        tokenSecret: 'test-quote-token-secret',
        settleLater: async () => undefined,
        logger: createLogger('hire-test', 'silent'),
      });
      await expect(
        create(request({ startDate: daysAhead(1), endDate: daysAhead(16) }), { user: null }),
      ).rejects.toThrow('endDate: A hire can last at most 14 days');
      await expect(
        create(request({ startDate: daysAhead(61), endDate: daysAhead(62) }), { user: null }),
      ).rejects.toThrow('startDate: A hire can start at most 60 days ahead');
      await expect(
        create(request({ startDate: daysAhead(60), endDate: daysAhead(74) }), { user: null }),
      ).resolves.toBeDefined();
    });
  });

  it('still creates the quote when its quiet-period job cannot be queued', async () => {
    const create = createQuote({
      connection: replica().connection,
      models: replica().models,
      quotes: quoteStore(replica().models.Quote, () => {}),
      idempotencyKeys: idempotencyKeys(replica().connection),
      ceilings: DEFAULT_HIRE_CEILINGS,
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
