import { Conflict, NotFound } from '@shop/kit';
import { changeQuoteStatus } from '../../src/modules/quotes/application/change-quote-status';
import { dispatchUnit } from '../../src/modules/quotes/application/dispatch-unit';
import { lateReturns } from '../../src/modules/quotes/application/late-returns';
import { followCatalogStock } from '../../src/modules/fleet/application/mirror-product';
import { HOUSEKEEPING_USER_ID, partDispatches } from '../../src/modules/quotes/application/part-dispatches';
import type { Quote } from '../../src/modules/quotes/models/quote';
import { admin, anyone, deskOn, linkTokenOf, outboxOf, testClock } from '../support/desk';
import { announcedHireProduct, floorOn } from '../support/floor';
import { recordedJobs } from '../support/jobs';
import { pendingQuote, replicaPerFile } from '../support/store';

const june = (day: number) => new Date(Date.UTC(2027, 5, day));

describe('the warehouse floor: units, dispatch and return (real engines)', () => {
  const replica = replicaPerFile();
  const clock = testClock('2027-05-01T09:00:00Z');
  let desk: ReturnType<typeof deskOn>;
  let floor: ReturnType<typeof floorOn>;

  beforeAll(() => {
    desk = deskOn(replica(), clock.now);
    floor = floorOn(replica(), desk);
  });
  afterEach(() => {
    clock.advanceDays((new Date('2027-05-01T09:00:00Z').getTime() - clock.now().getTime()) / 86_400_000);
  });

  let serial = 0;
  /** A hire product the catalog announced with this stock (hire gives it generated units), or a kit of parts. */
  const hireProduct = (stock: number, kitParts: Array<{ productId: number; quantity: number }> = []) =>
    announcedHireProduct(floor, 20_000 + ++serial, stock, kitParts);

  /** The data of a quote's outbox events of one type, oldest first. */
  const eventsOf = async (quoteId: number, type: string) =>
    (await outboxOf(replica(), quoteId)).filter((e) => e.type === type).map((e) => e.data);
  const view = async (productId: number) => (await replica().models.ProductView.findOne({ id: productId }).lean())!;
  const freeOf = async (productId: number) =>
    (await replica().commitments.availabilityOf(await view(productId), { start: june(20), end: june(22) })).available;
  const fleetEvents = async (productId: number) =>
    (await replica().models.Fleet.findOne({ id: productId }).lean())!.pendingEvents.map(
      (e) => e.data as { productId: number; unitsInService: number },
    );

  /** A booking of `quantity` units, 10 to 12 June 2027, sent and accepted (with the damage waiver if asked). */
  async function booking(productId: number, quantity = 1, damageWaiver = false): Promise<Quote> {
    const quote = await pendingQuote(replica().models, [{ productId, quantity }], 10, 12);
    if (damageWaiver) {
      const hireLines = quote.items.map((item) => ({ id: item.id, productId, quantity }));
      const draft = { startDate: '2027-06-10', endDate: '2027-06-12', hireLines, damageWaiver };
      await desk.saveDraft({ id: quote.id, draft }, admin);
    }
    await desk.send({ id: quote.id }, admin);
    const token = await linkTokenOf(replica(), quote.id);
    return desk.accept({ id: quote.id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
  }

  describe('units', () => {
    it('follows the catalog stock with generated tags, and the fleet size is the units in service', async () => {
      const cdj = await hireProduct(3);
      const tags = await replica().models.Unit.find({ productId: cdj }).sort({ tag: 1 }).lean();
      expect(tags.map((u) => u.tag)).toEqual([`H${cdj}-001`, `H${cdj}-002`, `H${cdj}-003`]);
      expect((await view(cdj)).stock).toBe(3);
      expect(await fleetEvents(cdj)).toEqual([{ productId: cdj, unitsInService: 3 }]);

      // The catalog echoing hire's count back changes nothing.
      const echo = { ...(await view(cdj)), id: cdj, stock: 3, hireFleetUnits: 3, categoryId: 1, pricePence: 0 };
      await floor.mirror.save(echo as never, 2);
      expect(await replica().models.Unit.countDocuments({ productId: cdj })).toBe(3);

      // Lowered: available units are retired, newest first.
      await floor.mirror.save({ ...echo, stock: 1 } as never, 3);
      expect((await view(cdj)).stock).toBe(1);
      const retired = await replica().models.Unit.find({ productId: cdj, state: 'retired' }).lean();
      expect(retired.map((u) => u.tag).sort()).toEqual([`H${cdj}-002`, `H${cdj}-003`]);
      expect((await fleetEvents(cdj)).at(-1)).toEqual({ productId: cdj, unitsInService: 1 });

      // Raised again: new tags after the last generated one.
      await floor.mirror.save({ ...echo, stock: 2, hireFleetUnits: 1 } as never, 4);
      expect((await view(cdj)).stock).toBe(2);
      expect(await replica().models.Unit.exists({ tag: `H${cdj}-004`, state: 'available' })).toBeTruthy();
    });

    it('adds units by pattern or list, refuses a tag already in the fleet by name, and repairs and retires', async () => {
      const cdj = await hireProduct(0);
      const added = await floor.addUnits({ productId: cdj, units: { pattern: `T${cdj}-##`, count: 2 } }, admin);
      expect(added.map((u) => u.tag)).toEqual([`T${cdj}-01`, `T${cdj}-02`]);
      await floor.addUnits({ productId: cdj, units: { units: [{ tag: `S${cdj}`, serialNumber: 'SN-1' }] } }, admin);
      expect((await view(cdj)).stock).toBe(3);

      const again = floor.addUnits(
        { productId: cdj, units: { units: [{ tag: `t${cdj}-02` }, { tag: `N${cdj}` }] } },
        admin,
      );
      await expect(again).rejects.toThrow(`Asset tag T${cdj}-02 is already in the fleet`);
      expect(await replica().models.Unit.exists({ tag: `N${cdj}` })).toBeNull();
      await expect(floor.addUnits({ productId: cdj, units: { pattern: 'X', count: 1 } }, admin)).rejects.toThrow(
        'units.pattern: Tag pattern must hold one run of #',
      );
      await expect(floor.addUnits({ productId: cdj, units: { pattern: 'Y#', count: 1 } }, anyone)).rejects.toThrow();

      await floor.repair({ tag: `T${cdj}-01`, note: 'Jog wheel sticks' }, admin);
      expect((await view(cdj)).stock).toBe(2);
      await expect(floor.repair({ tag: `T${cdj}-01` }, admin)).rejects.toThrow(`T${cdj}-01 is in repair`);
      await floor.clear({ tag: `T${cdj}-01` }, admin);
      await floor.retire({ tag: `S${cdj}`, note: 'Sold on' }, admin);
      expect((await view(cdj)).stock).toBe(2);
      await expect(floor.clear({ tag: `S${cdj}` }, admin)).rejects.toThrow(`S${cdj} is retired`);
      await expect(floor.retire({ tag: 'NO-SUCH-TAG' }, admin)).rejects.toBeInstanceOf(NotFound);
      expect((await fleetEvents(cdj)).map((e) => e.unitsInService)).toEqual([0, 2, 3, 2, 3, 2]);
    });

    it('keeps a unit the desk added while the catalog stock it overtook was still to be followed', async () => {
      const cdj = await hireProduct(0);
      await floor.addUnits({ productId: cdj, units: { units: [{ tag: `D${cdj}` }] } }, admin);
      // The catalog's stock of 0 followed late (its event delivered again, or the start-up pass).
      await floor.mirror.save({ ...(await view(cdj)), id: cdj, stock: 0, hireFleetUnits: null } as never, 1);
      await followCatalogStock(replica().models.ProductView, floor.units, cdj);
      expect(
        await replica()
          .models.Unit.findOne({ tag: `D${cdj}` })
          .lean(),
      ).toMatchObject({ state: 'available' });
      expect((await view(cdj)).stock).toBe(1);

      // The admin lowering the stock after hearing of the unit is a request of its own.
      await floor.mirror.save({ ...(await view(cdj)), id: cdj, stock: 0, hireFleetUnits: 1 } as never, 2);
      expect(
        await replica()
          .models.Unit.findOne({ tag: `D${cdj}` })
          .lean(),
      ).toMatchObject({ state: 'retired' });
    });
  });

  describe('dispatch', () => {
    it('gives the last unit to exactly one of two desks scanning it at once', async () => {
      const cdj = await hireProduct(1);
      const first = await booking(cdj);
      // A second booking of the same unit on other dates.
      const other = await pendingQuote(replica().models, [{ productId: cdj, quantity: 1 }], 20, 22);
      await desk.send({ id: other.id }, admin);
      const token = await linkTokenOf(replica(), other.id);
      const second = await desk.accept({ id: other.id, token, fullName: 'Sam Hirer', acceptTerms: true }, anyone);
      const tag = `H${cdj}-001`;

      const results = await Promise.allSettled([
        floor.dispatch({ id: first.id, tag }, admin),
        floor.dispatch({ id: second.id, tag: tag.toLowerCase() }, admin),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(Conflict);
      const winner = (won[0] as PromiseFulfilledResult<Quote>).value;
      expect(lost[0].reason.message).toBe(`${tag} is out on booking ${winner.number}`);
      expect(winner).toMatchObject({ stage: 'out', status: 'approved', units: [{ tag, returnedAt: null }] });
      expect(await replica().models.Unit.findOne({ tag }).lean()).toMatchObject({ state: 'out', quoteId: winner.id });
    });

    it('dispatches partly, refuses units in repair, of other products or a full line, and is out once fulfilled', async () => {
      const cdj = await hireProduct(3);
      const mixer = await hireProduct(1);
      const quote = await booking(cdj, 2);
      await floor.repair({ tag: `H${cdj}-003` }, admin);

      const partly = await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      expect(partly.stage).toBe('confirmed');
      await expect(floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin)).rejects.toThrow(
        'already on this booking',
      );
      await expect(floor.dispatch({ id: quote.id, tag: `H${cdj}-003` }, admin)).rejects.toThrow(
        `H${cdj}-003 is in repair`,
      );
      await expect(floor.dispatch({ id: quote.id, tag: `H${mixer}-001` }, admin)).rejects.toThrow(
        'not for this booking',
      );
      expect((await floor.dispatch({ id: quote.id, tag: `H${cdj}-002` }, admin)).stage).toBe('out');
      await floor.clear({ tag: `H${cdj}-003` }, admin);
      await expect(floor.dispatch({ id: quote.id, tag: `H${cdj}-003` }, admin)).rejects.toThrow('line is already full');
      await expect(desk.cancel({ id: quote.id }, admin)).rejects.toThrow('Only a confirmed booking');
    });

    it('asks the desk to confirm a unit going out more than two days before the booking starts', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj, 1);
      const dispatch = dispatchUnit({ ...desk.deps, fleet: floor.fleet });
      // 1 May: the booking starts on 10 June, 40 days ahead.
      const refused = dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      await expect(refused).rejects.toBeInstanceOf(Conflict);
      await expect(refused).rejects.toMatchObject({
        field: 'early',
        message: 'This booking starts on 10 Jun 2027, 40 days from today: confirm to dispatch more than 2 days early',
      });
      // Nothing moved: the unit is on the shelf and the booking has none.
      expect(await replica().models.Unit.exists({ tag: `H${cdj}-001`, state: 'available' })).toBeTruthy();
      expect((await replica().models.Quote.findOne({ id: quote.id }).lean())!.units).toEqual([]);
      await expect(dispatch({ id: quote.id, tag: `H${cdj}-001`, early: 'yes' }, admin)).rejects.toThrow(
        'early is true or false',
      );

      // 8 June, two days ahead: no question asked.
      clock.advanceDays(38);
      expect((await dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin)).stage).toBe('out');
    });

    it('dispatches early once the desk confirms', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj, 1);
      const dispatch = dispatchUnit({ ...desk.deps, fleet: floor.fleet });
      expect((await dispatch({ id: quote.id, tag: `H${cdj}-001`, early: true }, admin)).stage).toBe('out');
    });

    it('refuses every status change while units are out, partly or wholly, and leaves the booking and its units as they were', async () => {
      const cdj = await hireProduct(2);
      const quote = await booking(cdj, 2);
      const change = changeQuoteStatus(desk.deps);
      const refusesAll = async (id: number) => {
        for (const status of ['pending', 'rejected', 'completed']) {
          const refused = change({ id, status }, admin);
          await expect(refused).rejects.toBeInstanceOf(Conflict);
          await expect(refused).rejects.toThrow(
            'Some of this booking’s units are out; take them back before changing its status',
          );
        }
      };

      const partly = await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      await refusesAll(quote.id);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-002` }, admin);
      await refusesAll(quote.id);

      const after = (await replica().models.Quote.findOne({ id: quote.id }).lean<Quote>())!;
      expect(after).toMatchObject({ stage: 'out', status: 'approved', version: partly.version + 1 });
      expect(await replica().models.Unit.countDocuments({ productId: cdj, state: 'out', quoteId: quote.id })).toBe(2);
      const held = await replica().commitments.availabilityOf(await view(cdj), { start: june(10), end: june(12) });
      expect(held.available).toBe(0);
    });

    it("sends a kit out as its parts' units, and is out once every part has gone", async () => {
      const speaker = await hireProduct(2);
      const mixer = await hireProduct(1);
      const kit = await hireProduct(0, [
        { productId: speaker, quantity: 2 },
        { productId: mixer, quantity: 1 },
      ]);
      // A kit has no units of its own.
      expect(await replica().models.Unit.countDocuments({ productId: kit })).toBe(0);
      const quote = await booking(kit);

      expect((await floor.dispatch({ id: quote.id, tag: `H${speaker}-001` }, admin)).stage).toBe('confirmed');
      await floor.dispatch({ id: quote.id, tag: `H${speaker}-002` }, admin);
      const out = await floor.dispatch({ id: quote.id, tag: `H${mixer}-001` }, admin);
      expect(out.stage).toBe('out');
      expect(out.units.map((u) => u.tag)).toEqual([`H${speaker}-001`, `H${speaker}-002`, `H${mixer}-001`]);
    });
  });

  describe('return', () => {
    it('sends a damaged unit to repair, out of availability until cleared, and settles from the deposit', async () => {
      const cdj = await hireProduct(2);
      const quote = await booking(cdj, 2);
      // The hire (108.00 for one unit, so 216.00) and the security deposit paid.
      const { document } = (await replica().models.Quote.findOne({ id: quote.id }).lean())!.revisions[0];
      await desk.pay(
        {
          id: quote.id,
          payment: {
            kind: 'payment',
            method: 'card',
            amount: (document.totalPence + document.securityDepositPence) / 100,
          },
        },
        admin,
      );
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      expect(await eventsOf(quote.id, 'HireBookingDispatched')).toEqual([]);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-002` }, admin);
      expect(await freeOf(cdj)).toBe(2);
      // Out in full: the customer is told what went out.
      expect(await eventsOf(quote.id, 'HireBookingDispatched')).toEqual([
        expect.objectContaining({
          number: quote.number,
          customerEmail: 'alex@example.co.uk',
          startDate: '2027-06-10',
          endDate: '2027-06-12',
          units: [
            { tag: `H${cdj}-001`, name: `CDJ ${cdj}` },
            { tag: `H${cdj}-002`, name: `CDJ ${cdj}` },
          ],
        }),
      ]);

      const partly = await floor.returnUnits(
        { id: quote.id, returns: [{ tag: `H${cdj}-001`, condition: 'damaged', note: 'Cracked platter', charge: 25 }] },
        admin,
      );
      expect(partly.stage).toBe('out');
      const damaged = { tag: `H${cdj}-001`, name: `CDJ ${cdj}`, condition: 'damaged', chargePence: 2500 };
      expect(await eventsOf(quote.id, 'HireUnitsReturned')).toEqual([
        expect.objectContaining({ returned: [damaged], unitsStillOut: 1 }),
      ]);
      expect(
        await replica()
          .models.Unit.findOne({ tag: `H${cdj}-001` })
          .lean(),
      ).toMatchObject({
        state: 'in-repair',
        note: 'Cracked platter',
        quoteId: null,
      });
      expect((await view(cdj)).stock).toBe(1);
      expect(await freeOf(cdj)).toBe(1);
      await expect(
        floor.returnUnits({ id: quote.id, returns: [{ tag: `H${cdj}-001`, condition: 'ok' }] }, admin),
      ).rejects.toThrow('already back');

      // Back on time (12 June, the last day).
      clock.advanceDays(42);
      const done = await floor.returnUnits(
        { id: quote.id, returns: [{ tag: `H${cdj}-002`, condition: 'ok' }], refundMethod: 'card' },
        admin,
      );
      expect(done).toMatchObject({
        stage: 'completed',
        status: 'completed',
        settlement: {
          damagePence: 2500,
          latePence: 0,
          chargesPence: 2500,
          depositHeldPence: document.securityDepositPence,
          depositUsedPence: 2500,
          refundPence: document.securityDepositPence - 2500,
          owedPence: 0,
        },
      });
      expect(done.payments.at(-1)).toMatchObject({
        kind: 'refund',
        method: 'card',
        amountPence: document.securityDepositPence - 2500,
      });
      // The customer is told how it settled, with the amounts; the last return is no separate email.
      expect(await eventsOf(quote.id, 'HireUnitsReturned')).toHaveLength(1);
      expect(await eventsOf(quote.id, 'HireBookingSettled')).toEqual([
        expect.objectContaining({
          returned: [{ tag: `H${cdj}-002`, name: `CDJ ${cdj}`, condition: 'ok', chargePence: 0 }],
          damagePence: 2500,
          waivedPence: 0,
          latePence: 0,
          chargesPence: 2500,
          depositHeldPence: document.securityDepositPence,
          depositUsedPence: 2500,
          refundPence: document.securityDepositPence - 2500,
          owedPence: 0,
          totalPence: document.totalPence + 2500,
        }),
      ]);
      // The refund's payment event: nothing owed either way, no deposit held any more.
      expect((await eventsOf(quote.id, 'HirePaymentRecorded')).at(-1)).toMatchObject({
        kind: 'refund',
        balancePence: 0,
      });

      await floor.clear({ tag: `H${cdj}-001` }, admin);
      expect((await view(cdj)).stock).toBe(2);
      expect(await freeOf(cdj)).toBe(2);
    });

    it('charges a waived booking the damage up to the excess per damaged unit, and loss in full', async () => {
      const cdj = await hireProduct(3);
      const quote = await booking(cdj, 3, true);
      const { document } = (await replica().models.Quote.findOne({ id: quote.id }).lean())!.revisions[0];
      expect(document).toMatchObject({ damageWaiverPence: expect.any(Number), damageWaiverExcessPence: 5000 });
      expect(document.damageWaiverPence).toBeGreaterThan(0);
      const paid = document.totalPence + document.securityDepositPence;
      await desk.pay({ id: quote.id, payment: { kind: 'payment', method: 'card', amount: paid / 100 } }, admin);
      // The security deposit paid is held, not a negative balance.
      expect((await eventsOf(quote.id, 'HirePaymentRecorded')).at(-1)).toMatchObject({
        paidPence: paid,
        balancePence: 0,
      });
      for (const n of [1, 2, 3]) await floor.dispatch({ id: quote.id, tag: `H${cdj}-00${n}` }, admin);

      clock.advanceDays(42);
      const done = await floor.returnUnits(
        {
          id: quote.id,
          returns: [
            { tag: `H${cdj}-001`, condition: 'damaged', note: 'Cracked platter', charge: 85 },
            { tag: `H${cdj}-002`, condition: 'damaged', note: 'Scuffed', charge: 20 },
            { tag: `H${cdj}-003`, condition: 'missing', charge: 60 },
          ],
          refundMethod: 'card',
        },
        admin,
      );
      // 85.00 is capped at the 50.00 excess, 20.00 is under it, the missing unit is not covered.
      expect(done.settlement).toMatchObject({ damagePence: 5000 + 2000 + 6000, waivedPence: 3500, latePence: 0 });
      expect(done.settlement!.depositUsedPence).toBe(13_000);
    });

    it('retires a missing unit and charges a late return at the daily rate per started day', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      // Due back by the end of 12 June; it is 14 June 10:00 BST: two started days late.
      clock.advanceDays(44);
      const done = await floor.returnUnits(
        { id: quote.id, returns: [{ tag: `H${cdj}-001`, condition: 'missing', charge: 300 }] },
        admin,
      );
      expect(done.settlement).toMatchObject({ damagePence: 30_000, latePence: 2 * 4500, chargesPence: 39_000 });
      expect(
        await replica()
          .models.Unit.findOne({ tag: `H${cdj}-001` })
          .lean(),
      ).toMatchObject({
        state: 'retired',
        retiredReason: 'missing',
      });
      expect((await view(cdj)).stock).toBe(0);
    });
  });

  describe('unit history and crashes between the unit and the booking', () => {
    const unit = async (tag: string) => (await replica().models.Unit.findOne({ tag }).lean())!;

    it('records every move with who, when and the booking, each with its event in the same write', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj);
      const tag = `H${cdj}-001`;
      await floor.dispatch({ id: quote.id, tag }, admin);
      await floor.returnUnits(
        { id: quote.id, returns: [{ tag, condition: 'damaged', charge: 20, note: 'Cracked lid' }] },
        admin,
      );
      await floor.clear({ tag }, admin);
      const moved = await unit(tag);
      expect(moved.movements.map((m) => [m.move, m.quoteId, m.byUserId])).toEqual([
        ['dispatch', quote.id, admin.user.id],
        ['return-damaged', quote.id, admin.user.id],
        ['clear', null, admin.user.id],
      ]);
      expect(moved.movements[1]).toMatchObject({ condition: 'damaged', chargePence: 2000, note: 'Cracked lid' });
      expect(moved.pendingEvents.map((e) => [e.type, e.aggregateVersion])).toEqual([
        ['HireUnitDispatched', 1],
        ['HireUnitReturned', 2],
        ['HireUnitRepaired', 3],
      ]);
      expect(moved.pendingEvents[1].data).toMatchObject({
        tag,
        quoteId: quote.id,
        condition: 'damaged',
        chargePence: 2000,
      });
    });

    it('finishes a dispatch whose booking write was lost when the desk scans the unit again', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj);
      const tag = `H${cdj}-001`;
      // The unit was taken for the booking, then the process died before the booking listed it.
      await floor.units.move(
        tag,
        { move: 'dispatch', byUserId: admin.user.id, quoteId: quote.id, note: null },
        {
          quoteId: quote.id,
          quoteNumber: quote.number,
        },
      );
      const out = await floor.dispatch({ id: quote.id, tag }, admin);
      expect(out).toMatchObject({ stage: 'out', units: [{ tag, returnedAt: null }] });
      expect((await unit(tag)).movements.map((m) => m.move)).toEqual(['dispatch']);
    });

    it('finishes a return whose booking write was lost, and a finished hire frees its dates at once', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj);
      const tag = `H${cdj}-001`;
      await floor.dispatch({ id: quote.id, tag }, admin);
      const held = async () =>
        (await replica().models.CommitmentLedger.findOne({ productId: cdj }).lean())!.commitments.map((c) => c.quoteId);
      expect(await held()).toEqual([quote.id]);
      // The unit went back on the shelf, then the process died before the booking heard.
      await floor.units.move(
        tag,
        { move: 'return', byUserId: admin.user.id, quoteId: quote.id, note: null, condition: 'ok' },
        { quoteId: null, quoteNumber: null },
        { quoteId: quote.id },
      );
      const done = await floor.returnUnits({ id: quote.id, returns: [{ tag, condition: 'ok' }] }, admin);
      expect(done).toMatchObject({ stage: 'completed', units: [{ tag, condition: 'ok' }] });
      expect(await held()).toEqual([]);
      expect(await freeOf(cdj)).toBe(1);
      // A different account of the same return is the desk's conflict, not a second move.
      const again = await booking(cdj);
      await expect(
        floor.returnUnits({ id: again.id, returns: [{ tag, condition: 'damaged', charge: 10 }] }, admin),
      ).rejects.toThrow(`${tag} is not out on this booking`);
    });
  });

  describe('the floor reconcile', () => {
    const unit = async (tag: string) => (await replica().models.Unit.findOne({ tag }).lean())!;
    /** The unit taken for the booking at the clock's time, and the booking never told (a crash in between). */
    const lostDispatch = (tag: string, quote: Quote) =>
      floor.units.move(
        tag,
        { move: 'dispatch', at: clock.now(), byUserId: admin.user.id, quoteId: quote.id, note: null },
        { quoteId: quote.id, quoteNumber: quote.number },
      );

    it("follows a unit's own event at once: a lost dispatch is listed, a lost return recorded, and the event again changes nothing", async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj);
      const tag = `H${cdj}-001`;
      const booked = async () => (await replica().models.Quote.findOne({ id: quote.id }).lean())!;
      await lostDispatch(tag, quote);
      // No settling minutes as the hourly pass waits: the event follows the unit's write, and the desk holds the lock.
      expect(await floor.follow(tag, quote.id)).toBe(1);
      expect(await booked()).toMatchObject({ stage: 'out', units: [{ tag, returnedAt: null }] });
      expect(await floor.follow(tag, quote.id)).toBe(0);
      // The unit came back damaged, then the process died before the booking heard.
      await floor.units.move(
        tag,
        {
          move: 'return-damaged',
          byUserId: admin.user.id,
          quoteId: quote.id,
          note: 'Cracked',
          condition: 'damaged',
          chargePence: 2500,
        },
        { quoteId: null, quoteNumber: null },
        { quoteId: quote.id },
      );
      expect(await floor.follow(tag, quote.id)).toBe(1);
      expect(await booked()).toMatchObject({
        stage: 'completed',
        units: [{ tag, condition: 'damaged', chargePence: 2500, note: 'Cracked' }],
      });
      expect(await floor.follow(tag, quote.id)).toBe(0);
      expect((await unit(tag)).movements.map((m) => m.move)).toEqual(['dispatch', 'return-damaged']);
    });

    it('lists a unit out on a booking that does not list it, once its move is a few minutes old', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj);
      const tag = `H${cdj}-001`;
      await lostDispatch(tag, quote);
      // A move this fresh may be a desk's dispatch still under way.
      expect(await floor.reconcile()).toBe(0);
      clock.advanceDays(3 / 1440);
      expect(await floor.reconcile()).toBe(1);
      expect(await replica().models.Quote.findOne({ id: quote.id }).lean()).toMatchObject({
        stage: 'out',
        units: [{ tag }],
      });
      expect(await floor.reconcile()).toBe(0);
    });

    it('puts back on the shelf a unit out on a booking that can no longer take it', async () => {
      const cdj = await hireProduct(2);
      const quote = await booking(cdj);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      await lostDispatch(`H${cdj}-002`, quote);
      clock.advanceDays(3 / 1440);
      expect(await floor.reconcile()).toBe(1);
      expect(await unit(`H${cdj}-002`)).toMatchObject({ state: 'available', quoteId: null });
      expect((await unit(`H${cdj}-002`)).movements.at(-1)).toMatchObject({
        move: 'return',
        note: 'Not on its booking',
      });
      expect((await view(cdj)).stock).toBe(2);
    });

    it('records a unit back that came back from its booking before the booking heard, and settles the hire', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj);
      const tag = `H${cdj}-001`;
      await floor.dispatch({ id: quote.id, tag }, admin);
      await floor.units.move(
        tag,
        {
          move: 'return-damaged',
          at: clock.now(),
          byUserId: admin.user.id,
          quoteId: quote.id,
          condition: 'damaged',
          chargePence: 2500,
          note: 'Dented',
        },
        { quoteId: null, quoteNumber: null },
        { quoteId: quote.id },
      );
      clock.advanceDays(3 / 1440);
      expect(await floor.reconcile()).toBe(1);
      const done = (await replica().models.Quote.findOne({ id: quote.id }).lean())!;
      expect(done).toMatchObject({ stage: 'completed', units: [{ tag, condition: 'damaged', chargePence: 2500 }] });
      expect(done.settlement).toMatchObject({ damagePence: 2500 });
      expect(await floor.reconcile()).toBe(0);
    });
  });

  describe('late returns', () => {
    /** The late-return checks wired to a stand-in queue: the jobs they add, and its processor to run them. */
    function lateWithQueue() {
      const { runtime, added, run } = recordedJobs();
      const late = lateReturns(runtime, replica().models, desk.deps.quotes, replica().withLock, clock.now, 2);
      const dispatchOn = dispatchUnit({ ...desk.deps, fleet: floor.fleet, watchLateReturn: late.watch });
      // The desk confirms going out early where a booking starts weeks after the clock.
      const dispatch: typeof dispatchOn = (input, actor) => dispatchOn({ early: true, ...input }, actor);
      return { late, dispatch, added, run: (quoteId: number) => run({ quoteId }) };
    }

    it('flags a booking out past its last day once, even when the job and the sweep both run, across the clocks going back', async () => {
      const { late, dispatch, added, run } = lateWithQueue();
      const cdj = await hireProduct(1);
      // Thursday 28 to Saturday 30 October 2027; the clocks go back early on Sunday 31 October.
      const quote = await pendingQuote(replica().models, [{ productId: cdj, quantity: 1 }], 10, 12);
      await replica().models.Quote.updateOne(
        { id: quote.id },
        { $set: { startDate: new Date('2027-10-28T00:00:00Z'), endDate: new Date('2027-10-30T00:00:00Z') } },
      );
      await desk.send({ id: quote.id }, admin);
      const token = await linkTokenOf(replica(), quote.id);
      await desk.accept({ id: quote.id, token, fullName: 'Alex Hirer', acceptTerms: true }, anyone);
      clock.advanceDays(180);
      await dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      // Due back by midnight BST (23:00 UTC on the 30th), late two hours on: 01:00 GMT on the 31st.
      expect(added).toEqual([
        { data: { quoteId: quote.id }, delay: new Date('2027-10-31T01:00:00Z').getTime() - clock.now().getTime() },
      ]);

      // Early: the job puts itself off.
      clock.advanceDays((new Date('2027-10-31T00:30:00Z').getTime() - clock.now().getTime()) / 86_400_000);
      await run(quote.id);
      expect(added).toHaveLength(2);
      // The sweep leaves it too (other bookings of this file may be flagged).
      await late.flagDue();
      expect((await replica().models.Quote.findOne({ id: quote.id }).lean())!.overdue).toBeNull();

      clock.advanceDays((new Date('2027-11-01T10:00:00Z').getTime() - clock.now().getTime()) / 86_400_000);
      await Promise.all([run(quote.id), late.flagDue(), run(quote.id)]);
      const flagged = (await replica().models.Quote.findOne({ id: quote.id }).lean())!;
      expect(flagged.overdue).toEqual({ flaggedAt: clock.now() });
      const overdue = (await outboxOf(replica(), quote.id)).filter((e) => e.type === 'HireBookingOverdue');
      expect(overdue).toHaveLength(1);
      expect(overdue[0].data).toMatchObject({
        quoteId: quote.id,
        endDate: '2027-10-30',
        unitsOut: 1,
        dailyLatePence: 4500,
        customerEmail: 'alex@example.co.uk',
      });
      expect(added).toHaveLength(2);

      // Late on 31 October and 1 November (UK days, whatever the clocks did): two days at 45.00.
      const done = await floor.returnUnits({ id: quote.id, returns: [{ tag: `H${cdj}-001`, condition: 'ok' }] }, admin);
      expect(done.settlement).toMatchObject({ latePence: 9000, chargesPence: 9000 });
    });

    it('flags a part-dispatched booking late for the units out, and settles it once they are back', async () => {
      const { late, dispatch, added, run } = lateWithQueue();
      const cdj = await hireProduct(2);
      const quote = await booking(cdj, 2);
      const { document } = (await replica().models.Quote.findOne({ id: quote.id }).lean())!.revisions[0];
      const paid = document.totalPence + document.securityDepositPence;
      await desk.pay({ id: quote.id, payment: { kind: 'payment', method: 'card', amount: paid / 100 } }, admin);
      // One of the two units goes out: the booking stays confirmed, and its late check is queued.
      expect((await dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin)).stage).toBe('confirmed');
      expect(added.map((job) => job.data)).toEqual([{ quoteId: quote.id }]);

      // 14 June, 10:00 BST: past the end of 12 June and the grace.
      clock.advanceDays(44);
      // The sweep finds it (a job lost with Redis), and the job after it publishes nothing more.
      await late.flagDue();
      const flagged = (await replica().models.Quote.findOne({ id: quote.id }).lean())!;
      expect(flagged.overdue).toEqual({ flaggedAt: clock.now() });
      await run(quote.id);
      const overdue = (await outboxOf(replica(), quote.id)).filter((e) => e.type === 'HireBookingOverdue');
      expect(overdue.map((e) => e.data)).toEqual([
        expect.objectContaining({ quoteId: quote.id, unitsOut: 1, dailyLatePence: 4500 }),
      ]);

      // The unit that went out comes back two started days late: the hire is over, so it settles.
      const done = await floor.returnUnits(
        { id: quote.id, returns: [{ tag: `H${cdj}-001`, condition: 'ok' }], refundMethod: 'card' },
        admin,
      );
      expect(done).toMatchObject({
        stage: 'completed',
        settlement: { latePence: 9000, chargesPence: 9000, refundPence: document.securityDepositPence - 9000 },
      });
      expect(done.payments.at(-1)).toMatchObject({ kind: 'refund', amountPence: document.securityDepositPence - 9000 });
    });

    it('does not settle a part-dispatched booking whose unit comes back before the hire is over', async () => {
      const cdj = await hireProduct(2);
      const quote = await booking(cdj, 2);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      const back = await floor.returnUnits({ id: quote.id, returns: [{ tag: `H${cdj}-001`, condition: 'ok' }] }, admin);
      expect(back).toMatchObject({ stage: 'confirmed', settlement: null });
    });
  });

  describe('part-dispatched bookings (the housekeeping pass)', () => {
    const pass = () =>
      partDispatches({ ...desk.deps, refundDeposits: floor.refundDeposits, lateGraceHours: 2 }).sweep();
    const dispatchedEmails = (quoteId: number) => eventsOf(quoteId, 'HireBookingDispatched');

    it('tells the customer once what went out when the start day has passed without the rest', async () => {
      const cdj = await hireProduct(2);
      const quote = await booking(cdj, 2);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      await pass();
      expect(await dispatchedEmails(quote.id)).toEqual([]);

      // 10 June, the first day: the rest may still go out today.
      clock.advanceDays(40);
      await pass();
      expect(await dispatchedEmails(quote.id)).toEqual([]);

      // 11 June: the start day has passed; the one unit out is announced, once however often the pass runs.
      clock.advanceDays(1);
      // (Other tests' bookings share the store: the pass's count is not this booking's.)
      await pass();
      await pass();
      expect(await dispatchedEmails(quote.id)).toEqual([
        expect.objectContaining({ quoteId: quote.id, units: [{ tag: `H${cdj}-001`, name: `CDJ ${cdj}` }] }),
      ]);

      // The second unit going out after all takes the booking out without another email.
      expect((await floor.dispatch({ id: quote.id, tag: `H${cdj}-002` }, admin)).stage).toBe('out');
      expect(await dispatchedEmails(quote.id)).toHaveLength(1);
    });

    it('announces a booking that goes out in full the moment it does, and the pass adds nothing', async () => {
      const cdj = await hireProduct(1);
      const quote = await booking(cdj, 1);
      expect((await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin)).stage).toBe('out');
      clock.advanceDays(41);
      await pass();
      expect(await dispatchedEmails(quote.id)).toHaveLength(1);
    });

    it('settles one whose units all came back early once its last day comes, the rest never gone out', async () => {
      const cdj = await hireProduct(2);
      const quote = await booking(cdj, 2);
      const { document } = (await replica().models.Quote.findOne({ id: quote.id }).lean())!.revisions[0];
      const paid = document.totalPence + document.securityDepositPence;
      await desk.pay({ id: quote.id, payment: { kind: 'payment', method: 'card', amount: paid / 100 } }, admin);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      // 10 June: the unit comes back the first day; the hire is not over.
      clock.advanceDays(40);
      const back = await floor.returnUnits({ id: quote.id, returns: [{ tag: `H${cdj}-001`, condition: 'ok' }] }, admin);
      expect(back).toMatchObject({ stage: 'confirmed', settlement: null });
      clock.advanceDays(1);
      await pass();
      expect((await replica().models.Quote.findOne({ id: quote.id }).lean())!.settlement).toBeNull();

      // 12 June, the last day: the pass settles it, once, the whole deposit refunded.
      clock.advanceDays(1);
      // (Other tests' bookings share the store: the pass's count is not this booking's.)
      await pass();
      await pass();
      const done = (await replica().models.Quote.findOne({ id: quote.id }).lean())!;
      expect(done).toMatchObject({
        stage: 'completed',
        settlement: { chargesPence: 0, latePence: 0, refundPence: document.securityDepositPence },
      });
      expect(done.payments.at(-1)).toMatchObject({
        kind: 'refund',
        method: 'bank-transfer',
        amountPence: document.securityDepositPence,
        byUserId: HOUSEKEEPING_USER_ID,
      });
      expect(await eventsOf(quote.id, 'HireBookingSettled')).toEqual([
        expect.objectContaining({ quoteId: quote.id, returned: [] }),
      ]);
    });

    it('leaves one with a unit still out to the late return and the desk', async () => {
      const cdj = await hireProduct(2);
      const quote = await booking(cdj, 2);
      await floor.dispatch({ id: quote.id, tag: `H${cdj}-001` }, admin);
      clock.advanceDays(43);
      await pass();
      expect((await replica().models.Quote.findOne({ id: quote.id }).lean())!).toMatchObject({
        stage: 'confirmed',
        settlement: null,
      });
    });
  });
});
