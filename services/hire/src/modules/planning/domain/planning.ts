import { addUkDays, daysBetween, listCeiling, ukCalendarDay } from '@shop/contracts';
import { overlaps, type Held } from './availability';
import { committedByDay, oneDayRange } from './day-availability';
import { isKit, wholeKits, type KitPart } from '../../../shared/domain/kits';

/**
 * The hire desk's planning timeline (pure): per hire product, the units committed on each UK day
 * against the units in service, and the days it is short. Equipment reads its commitment ledger
 * with the same sweep as the per-day availability, so a day's committed figure is exactly what
 * `hireDayAvailability` implies (free = in service − committed). What the desk sees is the units
 * out and those turning round each day (a distinct state: not out), short where both together
 * pass those in service. A kit has no units of its own:
 * its row counts the kits booked on each day (its bookings' dates, no turnaround: its parts' rows
 * carry theirs), its units in service are the whole kits its parts' fleets make up, and it is
 * short on a day exactly when one of its parts is.
 */
export interface PlannedProduct {
  id: number;
  name: string;
  slug: string;
  /** Units in service (for a kit, unused: its parts' fleets decide). */
  stock: number;
  turnaroundDays: number;
  kitParts: readonly KitPart[];
}

export interface PlanningRow {
  productId: number;
  name: string;
  slug: string;
  kit: boolean;
  unitsInService: number;
  /** Committed per day, in the order of the timeline's days (what a one-day hire of the day would clash with). */
  committed: number[];
  /** Units on hire each day: held over the day itself, no turnaround either side. */
  out: number[];
  /** Units turning round each day: back from a hire and not yet ready (none for a kit: its parts carry it). */
  turnaround: number[];
  /** Indexes of the days it is short (out and turning round above in service; for a kit, a part short). */
  shortDays: number[];
}

/**
 * A booking's bar on a row: from its first day on the timeline, the days its units are out, then
 * the days they turn round, each cut to the timeline's days.
 */
export interface PlanningBar {
  quoteId: number;
  quantity: number;
  /** Index of its first day on the timeline. */
  from: number;
  outDays: number;
  turnaroundDays: number;
}

/** A bar with the product whose row it sits under. */
export interface ProductBar extends PlanningBar {
  productId: number;
}

/**
 * The most bars one timeline answers, across all its products (the graph's HirePlanning.bars
 * ceiling). Past it the latest-starting bars are left off and the answer says it was cut.
 */
export const MAX_PLANNING_BARS = listCeiling('HirePlanning', 'bars');

/** The bars of the holds that touch `days` (UK days, as `unitsByUkDay` counts them), earliest first. */
export function planningBars(holds: readonly Held[], days: readonly string[], turnaroundDays: number): PlanningBar[] {
  const first = days[0];
  const last = days.at(-1)!;
  const indexOf = (day: string) => (day < first ? 0 : daysBetween(first, day));
  return holds
    .map((held) => {
      const start = ukCalendarDay(held.start);
      const back = ukCalendarDay(held.end);
      const ready = addUkDays(back, turnaroundDays);
      return { held, start, back, ready };
    })
    .filter(({ start, ready }) => start <= last && ready > first)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.held.quoteId - b.held.quoteId))
    .map(({ held, start, back, ready }) => {
      const end = daysBetween(first, last) + 1;
      const from = indexOf(start);
      const outTo = Math.min(end, indexOf(back));
      const readyAt = Math.min(end, indexOf(ready));
      return {
        quoteId: held.quoteId,
        quantity: held.quantity,
        from,
        outDays: Math.max(0, outTo - from),
        turnaroundDays: Math.max(0, readyAt - Math.max(from, outTo)),
      };
    })
    .filter((bar) => bar.outDays + bar.turnaroundDays > 0);
}

/** Holds of a kit's own bookings: each booking's kit line over its dates. */
export function kitHolds(
  kitId: number,
  bookings: ReadonlyArray<{
    id: number;
    startDate: Date;
    endDate: Date;
    items: ReadonlyArray<{ productId: number; quantity: number }>;
  }>,
): Held[] {
  return bookings.flatMap((booking) => {
    const quantity = booking.items.filter((i) => i.productId === kitId).reduce((sum, i) => sum + i.quantity, 0);
    return quantity > 0 ? [{ quoteId: booking.id, start: booking.startDate, end: booking.endDate, quantity }] : [];
  });
}

/**
 * Units held on each of `days` by UK calendar day: a hold's days run from its start's UK day to
 * the day before its end's (the day it comes back). `after` shifts to the `span` days from the
 * end's day instead: its turnaround. A day's committed figure looks a turnaround ahead (a one-day
 * hire of the day must turn round before the next booking), so it counts the day before a hire;
 * what is physically out or turning round that day does not.
 */
function unitsByUkDay(holds: readonly Held[], days: readonly string[], span?: number): number[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const units = days.map(() => 0);
  for (const held of holds) {
    const first = span === undefined ? ukCalendarDay(held.start) : ukCalendarDay(held.end);
    const last = span === undefined ? addUkDays(ukCalendarDay(held.end), -1) : addUkDays(first, span - 1);
    if (last < days[0] || first > days.at(-1)!) continue;
    for (let day = first > days[0] ? first : days[0]; day <= last && index.has(day); day = addUkDays(day, 1)) {
      units[index.get(day)!] += held.quantity;
    }
  }
  return units;
}

function equipmentRow(product: PlannedProduct, holds: readonly Held[], days: readonly string[]): PlanningRow {
  const out = unitsByUkDay(holds, days);
  const turnaround = unitsByUkDay(holds, days, product.turnaroundDays);
  return {
    out,
    turnaround,
    productId: product.id,
    name: product.name,
    slug: product.slug,
    kit: false,
    unitsInService: product.stock,
    committed: committedByDay(holds, days, product.turnaroundDays),
    shortDays: days.flatMap((_, i) => (out[i] + turnaround[i] > product.stock ? [i] : [])),
  };
}

function kitRow(
  kit: PlannedProduct,
  holds: readonly Held[],
  days: readonly string[],
  rowOf: (productId: number) => PlanningRow | undefined,
): PlanningRow {
  const parts = kit.kitParts.map((part) => ({ quantity: part.quantity, row: rowOf(part.productId) }));
  const short = new Set(parts.flatMap(({ row }) => row?.shortDays ?? []));
  return {
    productId: kit.id,
    name: kit.name,
    slug: kit.slug,
    kit: true,
    // A part the read model lacks has no units.
    unitsInService: wholeKits(parts.map((p) => ({ quantity: p.quantity, units: p.row?.unitsInService ?? 0 }))),
    committed: committedByDay(holds, days, 0),
    out: unitsByUkDay(holds, days),
    turnaround: days.map(() => 0),
    shortDays: [...short].sort((a, b) => a - b),
  };
}

/**
 * The timeline's rows for `days`, in the order of `products`. `holdsOf` answers a product's
 * ledger holds (equipment) or its own bookings' holds (a kit, see `kitHolds`).
 */
export function planningRows(
  products: readonly PlannedProduct[],
  holdsOf: (productId: number) => readonly Held[],
  days: readonly string[],
): PlanningRow[] {
  const equipment = new Map(
    products.filter((p) => !isKit(p)).map((p) => [p.id, equipmentRow(p, holdsOf(p.id), days)] as const),
  );
  return products.map((p) => equipment.get(p.id) ?? kitRow(p, holdsOf(p.id), days, (partId) => equipment.get(partId)));
}

/**
 * Every product's bookings as bars, one list earliest first (by first day on the timeline, then
 * in the order of `products`), at most MAX_PLANNING_BARS; `cut` when more were left off. A kit's
 * bars have no turnaround (its parts' carry it).
 */
export function planningBarsOf(
  products: readonly PlannedProduct[],
  holdsOf: (productId: number) => readonly Held[],
  days: readonly string[],
): { bars: ProductBar[]; cut: boolean } {
  const all = products
    .flatMap((p) =>
      planningBars(holdsOf(p.id), days, isKit(p) ? 0 : p.turnaroundDays).map((bar) => ({ ...bar, productId: p.id })),
    )
    // Stable: within a day, products keep their order and each product's bars theirs.
    .sort((a, b) => a.from - b.from);
  return { bars: all.slice(0, MAX_PLANNING_BARS), cut: all.length > MAX_PLANNING_BARS };
}

/**
 * The holds behind one cell: those that count towards the product's committed figure on `day`
 * (a hire of the day, or one ending within the turnaround before it).
 */
export const holdsOnDay = (holds: readonly Held[], day: string, turnaroundDays: number): Held[] =>
  holds.filter((held) => overlaps(held, oneDayRange(day), turnaroundDays));
