import { randomUUID } from 'node:crypto';
import { DEFAULT_HIRE_RATE_SETTINGS } from '@shop/contracts';
import { Conflict, Forbidden, Unauthorized } from '@shop/kit';
import { testUser } from '@shop/kit/testing';
import { changeQuoteStatus } from '../../src/modules/quotes/application/change-quote-status';
import { requireMaySee, type QuoteActor } from '../../src/modules/quotes/domain/quote-access';
import { hireSettingsStore } from '../../src/shared/models/hire-settings';
import { quoteStore } from '../../src/modules/quotes/models/quote-store';
import { LINK_SECRET, admin, deskOn, linkTokenOf, testClock } from '../support/desk';
import { customerUseCases, request } from '../support/requests';
import { hireProduct, replicaPerFile } from '../support/store';

/**
 * Who reads how much of a quote: the browser that created it (its quote token) the request it made,
 * and what the desk answered only through the emailed link (while it is live), signed in as its
 * owner, or as the desk.
 */
describe("a quote's readers (quoteAccess, requireMaySee)", () => {
  const replica = replicaPerFile();
  const clock = testClock(new Date().toISOString());
  let hire: ReturnType<typeof customerUseCases>;
  let desk: ReturnType<typeof deskOn>;

  beforeAll(() => {
    hire = customerUseCases(replica(), { clock: clock.now });
    desk = deskOn(replica(), clock.now);
  });

  const nobody: QuoteActor = { user: null, quoteTokens: [] };
  const browserWith = (token: string): QuoteActor => ({ user: null, quoteTokens: [token] });

  /** What the caller reads of the quote: 'quote' (all of it) or 'request'; refused when the read throws. */
  async function sightOf(id: number, actor: QuoteActor, token?: string) {
    const { quotes, sight } = await hire.reads.quote({ id, token }, actor);
    expect(quotes.map((q) => q.id)).toEqual([id]);
    return sight;
  }

  /** Whether what lies beyond the request (revisions, price, PDF, booking) is the caller's to read. */
  async function seesBeyondRequest(id: number, actor: QuoteActor, token?: string) {
    const { quotes, sight } = await hire.reads.quote({ id, token }, actor);
    try {
      requireMaySee(quotes[0], sight);
      return true;
    } catch (err) {
      expect(err).toBeInstanceOf(Forbidden);
      return false;
    }
  }

  /** A guest's request from the shop's form: created under a key, one line, submitted. */
  async function guestRequest(actor: { user: QuoteActor['user'] } = { user: null }) {
    const product = await hireProduct(replica().models, 4);
    const key = randomUUID();
    const { token, quote } = await hire.createQuote(request(), actor, key);
    const line = { productId: product, quantity: 2, hirePeriod: 'daily' };
    await hire.addQuoteItem({ quoteId: quote.id, line, token }, browserWith(token));
    await hire.submitQuote({ quoteId: quote.id }, browserWith(token));
    return { id: quote.id, token, key };
  }

  it('lets the browser that created a request read it, and nothing of what the desk sends', async () => {
    const { id, token, key } = await guestRequest();
    const browser = browserWith(token);

    // Before the desk answers: the request, with nothing of the desk's in it.
    expect(await sightOf(id, browser)).toBe('request');
    expect(await seesBeyondRequest(id, browser)).toBe(true);
    const { quotes } = await hire.reads.quoteLines({ quoteId: id }, browser);
    expect(quotes[0]).toMatchObject({ customerName: 'Alex Hirer', items: [{ quantity: 2 }], revisions: [] });

    await desk.send({ id }, admin);
    const link = await linkTokenOf(replica(), id);

    // After: still the request, through the cookie, the token passed with the call, a submit or a retried request...
    expect(await sightOf(id, browser)).toBe('request');
    expect(await sightOf(id, nobody, token)).toBe('request');
    expect((await hire.reads.quoteLines({ quoteId: id, token }, nobody)).sight).toBe('request');
    const submitted = await hire.submitQuote({ quoteId: id }, browser);
    expect((await hire.reads.seenBy(submitted, browser, null)).sight).toBe('request');
    const retried = await hire.createQuote(request(), { user: null }, key);
    expect(retried).toMatchObject({ token, quote: { id } });
    expect((await hire.reads.seenBy(retried.quote, nobody, retried.token)).sight).toBe('request');
    // ...and the revision, its price and PDF are not the browser's to read.
    expect(await seesBeyondRequest(id, browser)).toBe(false);
    expect(await seesBeyondRequest(id, nobody, token)).toBe(false);

    // The emailed link reads it all, in the same browser too.
    expect(await sightOf(id, browser, link)).toBe('quote');
    expect(await seesBeyondRequest(id, browser, link)).toBe(true);
  });

  it('holds the link to its rules: tampered 403, expired 409, and the browser token is no way round them', async () => {
    const { id, token } = await guestRequest();
    await desk.send({ id }, admin);
    const link = await linkTokenOf(replica(), id);
    const browser = browserWith(token);

    const tampered = hire.reads.quote({ id, token: link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }, browser);
    await expect(tampered).rejects.toBeInstanceOf(Forbidden);

    clock.advanceDays(DEFAULT_HIRE_RATE_SETTINGS.quoteValidityDays + 1);
    try {
      const expired = hire.reads.quote({ id, token: link }, browser);
      await expect(expired).rejects.toBeInstanceOf(Conflict);
      await expect(expired).rejects.toThrow(/^This quote expired on /);
      expect(await seesBeyondRequest(id, browser)).toBe(false);
    } finally {
      clock.advanceDays(-(DEFAULT_HIRE_RATE_SETTINGS.quoteValidityDays + 1));
    }
  });

  it('lets the signed-in owner and the desk read all of it, and refuses strangers', async () => {
    const owner = { user: testUser('user', 31), quoteTokens: [] };
    const { id } = await guestRequest(owner);
    await desk.send({ id }, admin);

    expect(await sightOf(id, owner)).toBe('quote');
    expect(await seesBeyondRequest(id, owner)).toBe(true);
    expect(await sightOf(id, { ...admin, quoteTokens: [] })).toBe('quote');
    await expect(hire.reads.quote({ id }, nobody)).rejects.toBeInstanceOf(Unauthorized);
    await expect(hire.reads.quote({ id }, { user: testUser('user', 32), quoteTokens: [] })).rejects.toBeInstanceOf(
      Forbidden,
    );
  });

  it('closes the booking to the browser when the desk confirms a request it never sent', async () => {
    const { id, token } = await guestRequest();
    const change = changeQuoteStatus({
      ...replica(),
      quotes: quoteStore(replica().models.Quote, () => {}),
      settings: hireSettingsStore(replica().models.HireSettings),
      linkSecret: LINK_SECRET,
      clock: clock.now,
    });
    await change({ id, status: 'approved' }, admin);
    expect(await sightOf(id, browserWith(token))).toBe('request');
    expect(await seesBeyondRequest(id, browserWith(token))).toBe(false);
  });
});
