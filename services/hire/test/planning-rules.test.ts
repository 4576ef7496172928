import { freeUnits } from '@shop/contracts';
import type { Held } from '../src/modules/planning/domain/availability';
import { daysFrom, freeByDay } from '../src/modules/planning/domain/day-availability';
import {
  MAX_PLANNING_BARS,
  holdsOnDay,
  kitHolds,
  planningBars,
  planningBarsOf,
  planningRows,
  type PlannedProduct,
} from '../src/modules/planning/domain/planning';
import { dayStart } from '../src/shared/domain/days';

const held = (quoteId: number, start: Date, end: Date, quantity: number): Held => ({ quoteId, start, end, quantity });

const product = (id: number, stock: number, turnaroundDays = 1, kitParts: PlannedProduct['kitParts'] = []) => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  stock,
  turnaroundDays,
  kitParts,
});

describe('the planning timeline (pure)', () => {
  // March 2027: the clocks go forward on Sunday 28th. One hire is stored at UK midnight in summer
  // time (23:00 UTC the day before), as a customer's request stores it; the rest at day starts.
  const speakerHolds: Held[] = [
    held(1, dayStart('2027-03-01'), dayStart('2027-03-04'), 2),
    held(2, dayStart('2027-03-03'), dayStart('2027-03-05'), 2),
    held(3, new Date('2027-03-28T23:00:00Z'), new Date('2027-03-30T23:00:00Z'), 3),
  ];
  const mixerHolds: Held[] = [held(2, dayStart('2027-03-03'), dayStart('2027-03-05'), 1)];
  const days = daysFrom('2027-02-28', '2027-04-24');
  const speaker = product(1, 3);
  const mixer = product(2, 1, 0);
  // The kit booked on quote 2 holds 2 speakers and the mixer through the parts' ledgers.
  const kit = product(9, 0, 1, [
    { productId: 1, quantity: 2 },
    { productId: 2, quantity: 1 },
  ]);
  const booking2 = {
    id: 2,
    startDate: dayStart('2027-03-03'),
    endDate: dayStart('2027-03-05'),
    items: [{ productId: 9, quantity: 1 }],
  };
  const holds = new Map<number, Held[]>([
    [1, speakerHolds],
    [2, mixerHolds],
    [9, kitHolds(9, [booking2])],
  ]);
  const rows = planningRows([speaker, mixer, kit], (id) => holds.get(id) ?? [], days);
  const at = (day: string) => days.indexOf(day);

  it('adds overlapping bookings up with the turnaround, and marks the days committed passes in service', () => {
    const [speakers] = rows;
    expect(speakers).toMatchObject({ productId: 1, kit: false, unitsInService: 3 });
    expect(speakers.committed).toHaveLength(56);
    // 1st: only hire 1. 3rd: hires 1 and 2 overlap (4 of 3). 4th: hire 1 ends at its start but turns
    // round for a day, so a one-day hire then still clashes with both. 5th: hire 2 turning round.
    expect(
      [at('2027-03-01'), at('2027-03-03'), at('2027-03-04'), at('2027-03-05')].map((i) => speakers.committed[i]),
    ).toEqual([2, 4, 4, 2]);
    expect(speakers.committed[at('2027-03-07')]).toBe(0);
    // Short where units out and turning round pass those in service: not the 2nd, whose figure
    // only looks ahead to hire 2.
    expect(speakers.shortDays.map((i) => days[i])).toEqual(['2027-03-03', '2027-03-04']);
  });

  it('marks the day before a hire as free, and the days after it as turnaround, not out', () => {
    const [speakers] = rows;
    const on = (d: string) => [speakers.out[at(d)], speakers.turnaround[at(d)]];
    // 2nd: only hire 1 is out, though hire 2 starting on the 3rd counts in its committed figure.
    expect(speakers.committed[at('2027-03-02')]).toBe(4);
    expect(on('2027-03-02')).toEqual([2, 0]);
    // 4th: hire 2 out, hire 1 turning round. 5th: hire 2 turning round, nothing out.
    expect(on('2027-03-04')).toEqual([2, 2]);
    expect(on('2027-03-05')).toEqual([0, 2]);
    expect(on('2027-03-06')).toEqual([0, 0]);
    // The day before hire 3 (out from UK midnight on the 29th) shows nothing out or turning round.
    expect(on('2027-03-28')).toEqual([0, 0]);
    expect(on('2027-03-29')).toEqual([3, 0]);
    // A product without turnaround, and a kit (its parts carry it), never turn round.
    expect(rows[1].turnaround.every((units) => units === 0)).toBe(true);
    expect(rows[2].out[at('2027-03-03')]).toBe(1);
    expect(rows[2].turnaround.every((units) => units === 0)).toBe(true);
  });

  it('draws each booking as a bar: its days out, then its turnaround, cut to the timeline', () => {
    // One list across the products, earliest first; within a day, in the products' order.
    expect(planningBarsOf([speaker, mixer, kit], (id) => holds.get(id) ?? [], days)).toEqual({
      bars: [
        { productId: 1, quoteId: 1, quantity: 2, from: at('2027-03-01'), outDays: 3, turnaroundDays: 1 },
        { productId: 1, quoteId: 2, quantity: 2, from: at('2027-03-03'), outDays: 2, turnaroundDays: 1 },
        // No turnaround for the mixer or the kit (its parts carry it).
        { productId: 2, quoteId: 2, quantity: 1, from: at('2027-03-03'), outDays: 2, turnaroundDays: 0 },
        { productId: 9, quoteId: 2, quantity: 1, from: at('2027-03-03'), outDays: 2, turnaroundDays: 0 },
        { productId: 1, quoteId: 3, quantity: 3, from: at('2027-03-29'), outDays: 2, turnaroundDays: 1 },
      ],
      cut: false,
    });
    // From the 3rd: hire 1 shows its last day out and its turnaround; from the 4th only its turnaround;
    // from the 5th it is gone. A timeline ending on the 30th shows hire 3's first two days.
    expect(
      planningBars(speakerHolds, daysFrom('2027-03-03', '2027-03-30'), 1).map((b) => [
        b.quoteId,
        b.from,
        b.outDays,
        b.turnaroundDays,
      ]),
    ).toEqual([
      [1, 0, 1, 1],
      [2, 0, 2, 1],
      [3, 26, 2, 0],
    ]);
    expect(
      planningBars(speakerHolds, daysFrom('2027-03-04', '2027-03-10'), 1).map((b) => [
        b.quoteId,
        b.outDays,
        b.turnaroundDays,
      ]),
    ).toEqual([
      [1, 0, 1],
      [2, 1, 1],
    ]);
    expect(
      planningBars(speakerHolds, daysFrom('2027-03-05', '2027-03-10'), 1).map((b) => [
        b.quoteId,
        b.outDays,
        b.turnaroundDays,
      ]),
    ).toEqual([[2, 0, 1]]);
  });

  it('answers at most MAX_PLANNING_BARS bars across all products, the earliest, and says it cut the rest', () => {
    // Back-to-back one-day hires of 0-turnaround products: 40 a product over the first 40 days.
    const many = Array.from({ length: 60 }, (_, i) => product(100 + i, 50, 0));
    const oneDayHires = (productId: number) =>
      days.slice(0, 40).map((day, i) => held(productId * 1000 + i, dayStart(day), dayStart(days[i + 1]), 1));
    const { bars, cut } = planningBarsOf(many, oneDayHires, days);
    expect(60 * 40).toBeGreaterThan(MAX_PLANNING_BARS);
    expect(bars).toHaveLength(MAX_PLANNING_BARS);
    expect(cut).toBe(true);
    // The earliest kept: all 60 of each day's bars up to day index 32, part of day 33's, none later.
    expect(Math.max(...bars.map((b) => b.from))).toBe(Math.floor((MAX_PLANNING_BARS - 1) / 60));
    expect(bars.filter((b) => b.from === 0)).toHaveLength(60);
    // Exactly at the ceiling nothing is cut.
    expect(planningBarsOf(many.slice(0, MAX_PLANNING_BARS / 40), oneDayHires, days).cut).toBe(false);
  });

  it('counts a hire stored at UK midnight in summer time on its UK days across the clock change', () => {
    const [speakers] = rows;
    // Hire 3 holds from UK midnight on the 29th (23:00 UTC on the 28th) to UK midnight on the
    // 31st and turns round until UK midnight on 1 April. A one-day hire of the 27th turns round
    // until 00:00 UTC on the 29th, an hour into hire 3; one of the 26th ends before it.
    const span = ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-31', '2027-04-01'];
    expect(span.map((d) => speakers.committed[at(d)])).toEqual([0, 3, 3, 3, 0]);
  });

  it('gives the same committed figure as the per-day availability on every day', () => {
    for (const row of rows.filter((r) => !r.kit)) {
      const p = [speaker, mixer].find((x) => x.id === row.productId)!;
      const free = freeByDay(p.stock, holds.get(p.id)!, days, p.turnaroundDays);
      expect(row.committed.map((committed) => freeUnits(p.stock, committed))).toEqual(free);
    }
  });

  it('shows a kit as the kits booked, its parts making up its units, short when a part is', () => {
    const kitRow = rows[2];
    expect(kitRow).toMatchObject({ productId: 9, kit: true, unitsInService: 1 });
    expect(['2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'].map((d) => kitRow.committed[at(d)])).toEqual([
      0, 1, 1, 0,
    ]);
    // The mixer is not short (1 of 1); the speakers are, so the kit is too, on the speakers' days.
    expect(rows[1].shortDays).toEqual([]);
    expect(kitRow.shortDays).toEqual(rows[0].shortDays);
    // A part the read model lacks has no units.
    const orphan = planningRows([product(10, 0, 1, [{ productId: 77, quantity: 1 }])], () => [], days)[0];
    expect(orphan).toMatchObject({ kit: true, unitsInService: 0, shortDays: [] });
  });

  it('names the holds behind a cell, turnaround included', () => {
    expect(holdsOnDay(speakerHolds, '2027-03-04', 1).map((h) => h.quoteId)).toEqual([1, 2]);
    expect(holdsOnDay(speakerHolds, '2027-03-04', 0).map((h) => h.quoteId)).toEqual([2]);
    expect(holdsOnDay(speakerHolds, '2027-03-06', 1)).toEqual([]);
  });

  it("takes a kit's own holds from its bookings' kit lines only", () => {
    const other = { ...booking2, id: 3, items: [{ productId: 1, quantity: 4 }] };
    const twice = {
      ...booking2,
      id: 4,
      items: [
        { productId: 9, quantity: 1 },
        { productId: 9, quantity: 2 },
      ],
    };
    expect(kitHolds(9, [booking2, other, twice]).map((h) => [h.quoteId, h.quantity])).toEqual([
      [2, 1],
      [4, 3],
    ]);
  });
});
