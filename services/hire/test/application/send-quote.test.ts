import { Conflict, Forbidden } from '@shop/kit';
import { readQuoteLink } from '../../src/modules/quotes/domain/quote-link';
import { admin, deskOn, eventTypesOf, linkTokenOf, LINK_SECRET, testClock } from '../support/desk';
import { daysAhead } from '../support/requests';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';
import { testUser } from '@shop/kit/testing';

describe('sendQuote (the desk sends a priced revision)', () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let desk: ReturnType<typeof deskOn>;

  beforeAll(() => {
    desk = deskOn(replica(), clock.now);
  });

  it('is for the desk only', async () => {
    const quote = await pendingQuote(replica().models, [], 10, 12);
    await expect(desk.send({ id: quote.id }, { user: testUser('user', 5) })).rejects.toBeInstanceOf(Forbidden);
  });

  it('refuses while a line is "Call for price", naming it, and sends once the desk sets a rate', async () => {
    const mixer = await hireProduct(replica().models, 2);
    await replica().models.ProductView.updateOne(
      { id: mixer },
      { hirePriceDailyPence: null, hirePriceWeeklyPence: null },
    );
    const quote = await pendingQuote(replica().models, [{ productId: mixer, quantity: 1 }], 10, 12);

    const refused = desk.send({ id: quote.id }, admin);
    await expect(refused).rejects.toBeInstanceOf(Conflict);
    await expect(refused).rejects.toThrow(/Moving Head \d+ is "Call for price"/);

    const draft = {
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      hireLines: [{ id: quote.items[0].id, productId: mixer, quantity: 1, rateOverrides: { hirePriceDaily: 60 } }],
    };
    await desk.saveDraft({ id: quote.id, draft }, admin);
    const sent = await desk.send({ id: quote.id }, admin);
    expect(sent.stage).toBe('quoted');
    expect(sent.revisions[0].document.totalPence).toBe(2 * 6000 * 1.2);
  });

  it('numbers quotes per year on first send, and a second revision keeps the first', async () => {
    const amp = await hireProduct(replica().models, 5);
    const first = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
    const second = await pendingQuote(replica().models, [{ productId: amp, quantity: 2 }], 10, 12);

    const sentFirst = await desk.send({ id: first.id }, admin);
    const sentSecond = await desk.send({ id: second.id }, admin);
    expect(sentFirst.number).toMatch(/^Q-2027-\d{4}$/);
    const n = Number(sentFirst.number!.slice(-4));
    expect(sentSecond.number).toBe(`Q-2027-${String(n + 1).padStart(4, '0')}`);

    expect(sentFirst).toMatchObject({ stage: 'quoted', status: 'pending' });
    const [revision1] = sentFirst.revisions;
    expect(revision1).toMatchObject({ revision: 1, validUntil: '2027-05-15' });
    expect(revision1.document).toMatchObject({
      number: sentFirst.number,
      revision: 1,
      validUntil: '2027-05-15',
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      balanceDueDate: '2027-06-03',
      totalPence: 2 * 4500 * 1.2,
      customer: { name: 'Alex Hirer', email: 'alex@example.co.uk' },
    });
    expect(await eventTypesOf(replica(), first.id)).toEqual(['HireQuoteSent']);
    expect(readQuoteLink(LINK_SECRET, first.id, await linkTokenOf(replica(), first.id))).toEqual({
      revision: 1,
      validUntil: '2027-05-15',
    });
    expect(desk.deps.expireLater).toHaveBeenCalledWith(first.id, 1, '2027-05-15');

    // The desk edits the quoted draft: the revision sent does not change until sent again.
    const draft = {
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      hireLines: [{ id: first.items[0].id, productId: amp, quantity: 3 }],
      fixedLines: [{ description: 'Delivery van', quantity: 1, unitPrice: 80 }],
      notes: 'Three amps as discussed',
    };
    const edited = await desk.saveDraft({ id: first.id, draft, expectedVersion: sentFirst.version }, admin);
    expect(edited.revisions).toEqual(sentFirst.revisions);
    expect(edited.draft!.hireLines[0].id).toBe(first.items[0].id);
    await expect(desk.saveDraft({ id: first.id, draft, expectedVersion: sentFirst.version }, admin)).rejects.toThrow(
      'This quote was changed by someone else',
    );

    const resent = await desk.send({ id: first.id }, admin);
    expect(resent.number).toBe(sentFirst.number);
    expect(resent.revisions.map((r) => r.revision)).toEqual([1, 2]);
    expect(resent.revisions[0]).toEqual(revision1);
    expect(resent.revisions[1].document).toMatchObject({
      revision: 2,
      totalPence: (3 * 2 * 4500 + 8000) * 1.2,
      notes: 'Three amps as discussed',
    });
  });

  it('checks the draft, naming the field', async () => {
    const quote = await pendingQuote(replica().models, [], 10, 12);
    await expect(
      desk.saveDraft({ id: quote.id, draft: { startDate: '2027-06-31', endDate: '2027-07-02', hireLines: [] } }, admin),
    ).rejects.toThrow('startDate: Start date must be a date written YYYY-MM-DD');
    await expect(
      desk.saveDraft(
        {
          id: quote.id,
          draft: { startDate: '2027-06-10', endDate: '2027-06-12', hireLines: [{ productId: 999_999, quantity: 1 }] },
        },
        admin,
      ),
    ).rejects.toThrow('hireLines: product 999999 is not available for hire');
  });

  it('lets the desk switch delivery and installation on a request, re-pricing the draft, the address required', async () => {
    const speaker = await hireProduct(replica().models, 3);
    await replica().models.ProductView.updateOne(
      { id: speaker },
      { deliveryPricePence: 2500, installationPricePence: 4000 },
    );
    const quote = await pendingQuote(replica().models, [{ productId: speaker, quantity: 1 }], 10, 12);
    const draft = (delivery: Record<string, unknown>) => ({
      id: quote.id,
      draft: { startDate: '2027-06-10', endDate: '2027-06-12', hireLines: quote.items, delivery },
    });

    await expect(desk.saveDraft(draft({ deliveryRequired: true, deliveryCity: 'Hove' }), admin)).rejects.toThrow(
      'delivery.deliveryAddress: Delivery address details are required when delivery is requested',
    );
    const on = {
      deliveryRequired: true,
      installationRequired: true,
      deliveryAddress: '2 Pier Road',
      deliveryCity: 'Hove',
      deliveryPostalCode: 'BN3 1AA',
    };
    expect(await desk.saveDraft(draft(on), admin)).toMatchObject(on);
    const sent = await desk.send({ id: quote.id }, admin);
    // How delivery and installation are charged is the rate engine's: here, that they are.
    expect(sent.revisions[0].document.deliveryPence).toBeGreaterThan(0);
    expect(sent.revisions[0].document.installationPence).toBeGreaterThan(0);
    expect(sent.revisions[0].document.customer).toMatchObject({ deliveryAddress: '2 Pier Road' });

    // Switched off again, the next revision charges neither.
    await desk.saveDraft(draft({ deliveryRequired: false, installationRequired: false }), admin);
    const resent = await desk.send({ id: quote.id }, admin);
    expect(resent.revisions[1].document).toMatchObject({ deliveryPence: 0, installationPence: 0 });
  });

  it('keeps the draft within the hire ceilings, naming the field, and leaves the quote as it was', async () => {
    const quote = await pendingQuote(replica().models, [], 10, 12);
    const draft = (startDate: string, endDate: string) => ({
      id: quote.id,
      draft: { startDate, endDate, hireLines: [] },
    });
    await expect(desk.saveDraft(draft(daysAhead(10), '9999-12-31'), admin)).rejects.toThrow(
      'endDate: A hire can last at most 366 days',
    );
    await expect(desk.saveDraft(draft(daysAhead(731), daysAhead(735)), admin)).rejects.toThrow(
      'startDate: A hire can start at most 2 years ahead',
    );
    expect((await replica().models.Quote.findOne({ id: quote.id }).lean())!.draft).toBeFalsy();
    await expect(desk.saveDraft(draft(daysAhead(10), daysAhead(376)), admin)).resolves.toMatchObject({
      draft: { endDate: daysAhead(376) },
    });
  });

  it('keeps a quote open no later than the day before its hire starts, and sends none once it has started', async () => {
    const amp = await hireProduct(replica().models, 5);
    const quote = await pendingQuote(replica().models, [{ productId: amp, quantity: 1 }], 10, 12);
    // 5 June: 14 days on would be 19 June, past the hire starting 10 June.
    clock.advanceDays(35);
    try {
      const sent = await desk.send({ id: quote.id }, admin);
      expect(sent.revisions[0]).toMatchObject({ validUntil: '2027-06-09', document: { validUntil: '2027-06-09' } });
      expect(readQuoteLink(LINK_SECRET, quote.id, await linkTokenOf(replica(), quote.id))).toEqual({
        revision: 1,
        validUntil: '2027-06-09',
      });
      expect(desk.deps.expireLater).toHaveBeenCalledWith(quote.id, 1, '2027-06-09');

      clock.advanceDays(5);
      const late = desk.send({ id: quote.id }, admin);
      await expect(late).rejects.toBeInstanceOf(Conflict);
      await expect(late).rejects.toThrow('This hire starts on 10 Jun 2027: move its dates on before sending the quote');
      expect((await replica().models.Quote.findOne({ id: quote.id }).lean())!.revisions).toHaveLength(1);
    } finally {
      clock.advanceDays(-40);
    }
  });
});
