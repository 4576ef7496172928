import { Forbidden, Invalid, NotFound, Unauthorized } from '@shop/kit';
import { DEFAULT_HIRE_CEILINGS, freeUnits } from '@shop/contracts';
import { signedIn } from '@shop/kit/testing';
import { availabilityQueries } from '../../src/modules/planning/application/availability-queries';
import { changeQuoteStatus } from '../../src/modules/quotes/application/change-quote-status';
import { daySheetQueries } from '../../src/modules/planning/application/day-sheet-queries';
import { planningQueries } from '../../src/modules/planning/application/planning-queries';
import { bookingReads } from '../../src/modules/quotes';
import type { Quote } from '../../src/modules/quotes/models/quote';
import { admin, deskOn, testClock } from '../support/desk';
import { announcedHireProduct, floorOn } from '../support/floor';
import { pendingQuote, replicaPerFile } from '../support/store';

describe('the planning timeline and the day sheet (real engines)', () => {
  const replica = replicaPerFile();
  // 9:00 on Tuesday 1 June 2027 (summer time): today is 1 June in the UK.
  const clock = testClock('2027-06-01T09:00:00Z');
  let floor: ReturnType<typeof floorOn>;
  let planning: ReturnType<typeof planningQueries>;
  let sheet: ReturnType<typeof daySheetQueries>;
  let change: ReturnType<typeof changeQuoteStatus>;
  const customer = signedIn('user', 5);
  const ids = { speaker: 30_001, mixer: 30_002, kit: 30_003 };

  /** A booking the desk confirmed (overriding a shortage), with the customer's delivery details. */
  async function booked(lines: Array<{ productId: number; quantity: number }>, startDay: number, endDay: number) {
    const quote = await pendingQuote(replica().models, lines, startDay, endDay);
    await replica().models.Quote.updateOne(
      { id: quote.id },
      {
        $set: {
          customerPhone: '07700 900123',
          deliveryRequired: true,
          deliveryAddress: '1 Stage Door',
          deliveryCity: 'Leeds',
          deliveryPostalCode: 'LS1 1AA',
        },
      },
    );
    return change({ id: quote.id, status: 'approved', override: true }, admin);
  }

  let first: Quote;
  let second: Quote;
  let kitBooking: Quote;
  let today: Quote;

  beforeAll(async () => {
    const desk = deskOn(replica(), clock.now);
    floor = floorOn(replica(), desk);
    const bookings = bookingReads(replica().models);
    planning = planningQueries(replica().models, bookings, clock.now);
    sheet = daySheetQueries(replica().models, bookings, clock.now, DEFAULT_HIRE_CEILINGS);
    change = changeQuoteStatus(desk.deps);
    await announcedHireProduct(floor, ids.speaker, 2);
    await announcedHireProduct(floor, ids.mixer, 1);
    await announcedHireProduct(floor, ids.kit, 0, [
      { productId: ids.speaker, quantity: 1 },
      { productId: ids.mixer, quantity: 1 },
    ]);
    first = await booked([{ productId: ids.speaker, quantity: 2 }], 3, 5);
    second = await booked([{ productId: ids.speaker, quantity: 1 }], 4, 6);
    kitBooking = await booked([{ productId: ids.kit, quantity: 1 }], 10, 12);
    today = await booked([{ productId: ids.mixer, quantity: 1 }], 1, 2);
    await floor.dispatch({ id: today.id, tag: `H${ids.mixer}-001` }, admin);
  });

  describe('the timeline', () => {
    it('is for the desk only, and names a bad day', async () => {
      await expect(planning.grid({}, { user: null })).rejects.toBeInstanceOf(Unauthorized);
      await expect(planning.grid({}, customer)).rejects.toBeInstanceOf(Forbidden);
      const bad = planning.grid({ from: '2027-13-45' }, admin);
      await expect(bad).rejects.toBeInstanceOf(Invalid);
      await expect(bad).rejects.toThrow(/^from: from /);
    });

    it('gives eight weeks from today, each product committed per day against in service, kits derived', async () => {
      const grid = await planning.grid({}, admin);
      expect(grid.days).toHaveLength(56);
      expect([grid.days[0], grid.days[55]]).toEqual(['2027-06-01', '2027-07-26']);
      const row = (id: number) => grid.rows.find((r) => r.productId === id)!;
      const at = (day: string) => grid.days.indexOf(day);

      const speakers = row(ids.speaker);
      expect(speakers).toMatchObject({ kit: false, unitsInService: 2 });
      // A one-day hire of the 3rd turns round into the 4th, when the second booking starts; the kit
      // booking holds a speaker too (10–12 June, turning round to the 13th).
      expect(
        ['2027-06-02', '2027-06-03', '2027-06-04', '2027-06-10', '2027-06-14'].map((d) => speakers.committed[at(d)]),
      ).toEqual([2, 3, 3, 1, 0]);
      // What the desk sees: two out from the 3rd (not the 2nd), the first booking's two turning round
      // on the 5th beside the second's one out, which turns round on the 6th; short on the 4th and 5th.
      const days = ['2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06', '2027-06-07'];
      expect(days.map((d) => [speakers.out[at(d)], speakers.turnaround[at(d)]])).toEqual([
        [0, 0],
        [2, 0],
        [3, 0],
        [1, 2],
        [0, 1],
        [0, 0],
      ]);
      expect(speakers.shortDays.map((i) => grid.days[i])).toEqual(['2027-06-04', '2027-06-05']);
      // Each booking a bar the desk can open: its days out, then its turnaround, with its number and customer.
      const speakerBars = grid.bars.filter((b) => b.productId === ids.speaker);
      expect(grid.barsCut).toBe(false);
      expect(speakerBars).toEqual([
        expect.objectContaining({ quoteId: first.id, number: first.number, customerName: first.customerName }),
        expect.objectContaining({ quoteId: second.id, stage: 'confirmed', quantity: 1 }),
        expect.objectContaining({ quoteId: kitBooking.id, quantity: 1 }),
      ]);
      expect(speakerBars.map((b) => [b.from, b.outDays, b.turnaroundDays])).toEqual([
        [at('2027-06-03'), 2, 1],
        [at('2027-06-04'), 2, 1],
        [at('2027-06-10'), 2, 1],
      ]);

      // Kits booked from the collection day up to the return day (which is free for the next hire).
      const kit = row(ids.kit);
      expect(kit).toMatchObject({ kit: true, unitsInService: 1 });
      expect(['2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12'].map((d) => kit.committed[at(d)])).toEqual([
        0, 1, 1, 0,
      ]);
      expect(kit.shortDays).toEqual(speakers.shortDays);

      const later = await planning.grid({ from: '2027-06-04' }, admin);
      expect(later.days[0]).toBe('2027-06-04');
      expect(later.rows.find((r) => r.productId === ids.speaker)!.committed[0]).toBe(3);
    });

    it('agrees with the per-day availability on every day', async () => {
      const grid = await planning.grid({}, admin);
      const availability = availabilityQueries(replica().models, replica().commitments, DEFAULT_HIRE_CEILINGS);
      for (const id of [ids.speaker, ids.mixer]) {
        const row = grid.rows.find((r) => r.productId === id)!;
        const perDay = await availability.productDays({ slug: `cdj-${id}`, from: grid.days[0], to: grid.days[55] });
        expect(row.committed.map((c) => freeUnits(row.unitsInService, c))).toEqual(perDay.days.map((d) => d.available));
      }
    });
  });

  describe('the bookings behind a cell', () => {
    it('lists the bookings that make up the day, with their numbers, customers, quantities and stages', async () => {
      const speakers = await planning.cellBookings({ productId: ids.speaker, day: '2027-06-04' }, admin);
      expect(speakers.map((b) => [b.id, b.quantity, b.stage, b.customerName])).toEqual([
        [first.id, 2, 'confirmed', 'Alex Hirer'],
        [second.id, 1, 'confirmed', 'Alex Hirer'],
      ]);
      const kit = await planning.cellBookings({ productId: ids.kit, day: '2027-06-11' }, admin);
      expect(kit.map((b) => [b.id, b.quantity])).toEqual([[kitBooking.id, 1]]);
      expect(await planning.cellBookings({ productId: ids.kit, day: '2027-06-04' }, admin)).toEqual([]);
    });

    it('refuses others, names bad input and answers not found for an unknown product', async () => {
      await expect(
        planning.cellBookings({ productId: ids.speaker, day: '2027-06-04' }, customer),
      ).rejects.toBeInstanceOf(Forbidden);
      await expect(planning.cellBookings({ productId: 'x', day: '2027-06-04' }, admin)).rejects.toThrow(/^productId: /);
      await expect(planning.cellBookings({ productId: ids.speaker, day: '4 June' }, admin)).rejects.toThrow(/^day: /);
      await expect(planning.cellBookings({ productId: 999_999, day: '2027-06-04' }, admin)).rejects.toBeInstanceOf(
        NotFound,
      );
    });
  });

  describe('the day sheet', () => {
    it('lists what goes out and comes back today and tomorrow, with the delivery details and the units out', async () => {
      const [day1, day2] = await sheet.daySheet({}, admin);
      expect(day1.day).toBe('2027-06-01');
      expect(day1.goingOut.map((b) => b.quote.id)).toEqual([today.id]);
      expect(day1.comingBack).toEqual([]);
      const out = day1.goingOut[0];
      expect(out.quote).toMatchObject({
        stage: 'out',
        customerPhone: '07700 900123',
        deliveryAddress: '1 Stage Door',
        deliveryPostalCode: 'LS1 1AA',
      });
      expect(out.lines).toEqual([{ productId: ids.mixer, name: `CDJ ${ids.mixer}`, quantity: 1 }]);
      expect(out).toMatchObject({ unitsOut: [`H${ids.mixer}-001`], unitsBack: [] });
      expect(day2).toMatchObject({ day: '2027-06-02', goingOut: [] });
      expect(day2.comingBack.map((b) => b.quote.id)).toEqual([today.id]);

      const third = await sheet.daySheet({ day: '2027-06-03' }, admin);
      expect(third.map((d) => [d.day, d.goingOut.map((b) => b.quote.id), d.comingBack.map((b) => b.quote.id)])).toEqual(
        [
          ['2027-06-03', [first.id], []],
          ['2027-06-04', [second.id], []],
        ],
      );
    });

    it('is for the desk only, and names a bad day', async () => {
      await expect(sheet.daySheet({}, customer)).rejects.toBeInstanceOf(Forbidden);
      await expect(sheet.daySheet({ day: '2027-02-30' }, admin)).rejects.toThrow(/^day: /);
    });

    it('answers any day within the hire ceilings of today, either way, and refuses one beyond', async () => {
      // 1 June 2027: a hire may start 730 days ahead and last 366, so the sheet reaches 1096 days.
      const reach = '2030-06-01';
      expect((await sheet.daySheet({ day: reach }, admin)).map((d) => d.day)).toEqual([reach, '2030-06-02']);
      expect((await sheet.daySheet({ day: '2024-05-31' }, admin))[0].day).toBe('2024-05-31');
      for (const day of ['2030-06-02', '2024-05-30']) {
        const beyond = sheet.daySheet({ day }, admin);
        await expect(beyond).rejects.toBeInstanceOf(Invalid);
        await expect(beyond).rejects.toThrow('day: The day sheet covers at most 1096 days either side of today');
      }
    });
  });
});
