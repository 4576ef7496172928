import { Conflict, Forbidden, Unauthorized } from '@shop/kit';
import { changeQuoteStatus } from '../../src/modules/quotes/application/change-quote-status';
import { hireSettingsStore } from '../../src/shared/models/hire-settings';
import { quoteStore } from '../../src/modules/quotes/models/quote-store';
import { signedIn } from '@shop/kit/testing';
import { LINK_SECRET } from '../support/desk';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';

const june = (day: number) => new Date(Date.UTC(2027, 5, day));
/** The desk's clock: the times it records are this one's, not the system's. */
const deskTime = new Date(Date.UTC(2027, 4, 28, 9, 30));

describe('changeQuoteStatus (the hire desk)', () => {
  const replica = replicaPerFile();
  let change: ReturnType<typeof changeQuoteStatus>;
  const admin = signedIn('admin', 1);

  beforeAll(async () => {
    change = changeQuoteStatus({
      ...replica(),
      quotes: quoteStore(replica().models.Quote, () => {}),
      settings: hireSettingsStore(replica().models.HireSettings),
      linkSecret: LINK_SECRET,
      clock: () => deskTime,
    });
  });

  const freeOf = async (productId: number, start: number, end: number) => {
    const product = (await replica().models.ProductView.findOne({ id: productId }).lean())!;
    return (await replica().commitments.availabilityOf(product, { start: june(start), end: june(end) })).available;
  };
  const eventsOf = async (quoteId: number) =>
    (await replica().models.Quote.findOne({ id: quoteId }).lean())!.pendingEvents.map((e) => ({
      type: e.type,
      data: e.data,
    }));

  it('is for the desk only', async () => {
    const quote = await pendingQuote(replica().models, [], 1, 2);
    await expect(change({ id: quote.id, status: 'approved' }, { user: null })).rejects.toBeInstanceOf(Unauthorized);
    const refused = change({ id: quote.id, status: 'approved' }, signedIn('user', 3));
    await expect(refused).rejects.toBeInstanceOf(Forbidden);
    await expect(refused).rejects.toThrow('Admin access required');
  });

  it('checks the id, the status and the override flag, naming each', async () => {
    await expect(change({ id: 'x', status: 'approved' }, admin)).rejects.toThrow('id: must be a number');
    await expect(change({ id: 1, status: 'lost' }, admin)).rejects.toThrow(/^status: /);
    await expect(change({ id: 1, status: 'approved', override: 'yes' }, admin)).rejects.toThrow(
      'override: override must be true or false',
    );
    await expect(change({ id: 999_999, status: 'approved' }, admin)).rejects.toThrow('Quote not found');
  });

  it('approves by holding the units, publishes the change, and a release gives them back', async () => {
    const amp = await hireProduct(replica().models, 3, 0);
    const quote = await pendingQuote(replica().models, [{ productId: amp, quantity: 2 }], 10, 12);

    const approved = await change({ id: quote.id, status: 'approved' }, admin);
    expect(approved).toMatchObject({ status: 'approved', overcommitOverride: null });
    expect(await freeOf(amp, 10, 12)).toBe(1);
    expect(await eventsOf(quote.id)).toEqual([
      {
        type: 'HireQuoteStatusChanged',
        data: expect.objectContaining({ quoteId: quote.id, from: 'pending', to: 'approved' }),
      },
    ]);

    // The same status again changes nothing.
    expect((await change({ id: quote.id, status: 'approved' }, admin)).version).toBe(approved.version);

    const rejected = await change({ id: quote.id, status: 'rejected' }, admin);
    expect(rejected.status).toBe('rejected');
    expect(await freeOf(amp, 10, 12)).toBe(3);
    expect((await eventsOf(quote.id)).map((e) => e.data)).toEqual([
      expect.objectContaining({ from: 'pending', to: 'approved' }),
      expect.objectContaining({ from: 'approved', to: 'rejected' }),
    ]);
  });

  it('declines a quote at the desk’s time', async () => {
    const quote = await pendingQuote(replica().models, [], 14, 15);
    const declined = await change({ id: quote.id, status: 'rejected' }, admin);
    expect(declined).toMatchObject({ status: 'rejected', decline: { reason: null, at: deskTime, by: 'desk' } });
  });

  it('keeps the desk’s reason for a rejection and tells the customer it', async () => {
    const quote = await pendingQuote(replica().models, [], 16, 17);
    await expect(change({ id: quote.id, status: 'rejected', reason: 'x'.repeat(1_001) }, admin)).rejects.toThrow(
      'Reason must be at most 1000 characters',
    );
    const declined = await change({ id: quote.id, status: 'rejected', reason: '  Fully booked that weekend ' }, admin);
    expect(declined.decline).toEqual({ reason: 'Fully booked that weekend', at: deskTime, by: 'desk' });
    expect(await eventsOf(quote.id)).toEqual([
      {
        type: 'HireQuoteStatusChanged',
        data: expect.objectContaining({ to: 'rejected', reason: 'Fully booked that weekend' }),
      },
    ]);
  });

  it('refuses an approval that over-commits unless overridden, and records the override', async () => {
    const sub = await hireProduct(replica().models, 1, 0);
    const first = await pendingQuote(replica().models, [{ productId: sub, quantity: 1 }], 20, 22);
    await change({ id: first.id, status: 'approved' }, admin);
    const second = await pendingQuote(replica().models, [{ productId: sub, quantity: 1 }], 21, 23);

    const refused = change({ id: second.id, status: 'approved' }, admin);
    await expect(refused).rejects.toBeInstanceOf(Conflict);
    await expect(refused).rejects.toThrow(/Moving Head \d+ \(1 requested, 0 free\)\. Confirm the override/);
    expect(await eventsOf(second.id)).toEqual([]);

    const overridden = await change({ id: second.id, status: 'approved', override: true }, admin);
    expect(overridden.status).toBe('approved');
    expect(overridden.overcommitOverride).toEqual({
      by: 1,
      at: deskTime,
      shortfalls: [{ productId: sub, name: expect.stringMatching(/^Moving Head/), requested: 1, available: 0 }],
    });
  });
});
