import {
  PLANNING_DAYS,
  hirePlanningCellSchema,
  hirePlanningSchema,
  listCeiling,
  ukCalendarDay,
  addUkDays,
} from '@shop/contracts';
import { NotFound, idSchema, parseInput, requireAdmin, type AuthContext } from '@shop/kit';
import type { Held } from '../domain/availability';
import { daysFrom } from '../domain/day-availability';
import { isKit } from '../../../shared/domain/kits';
import {
  holdsOnDay,
  kitHolds,
  planningBarsOf,
  planningRows,
  type PlannedProduct,
  type PlanningRow,
  type ProductBar,
} from '../domain/planning';
import type { PlanningModels } from '../models/planning-models';
import type { BookingReads } from '../../quotes';
import type { CommitmentLedger } from '../models/commitment-ledger';
import type { Quote } from '../../quotes';
import { dayStart } from '../../../shared/domain/days';

/** A booking's bar, with what the desk reads on it. */
export type NamedBar = ProductBar & Pick<Quote, 'number' | 'customerName' | 'stage'>;

/**
 * The timeline: its UK days, a row per hire product (name order), and every product's bookings
 * as named bars, earliest first; `barsCut` when there were more than MAX_PLANNING_BARS.
 */
export interface PlanningGrid {
  days: string[];
  rows: PlanningRow[];
  bars: NamedBar[];
  barsCut: boolean;
}

/** A booking behind a cell, with the units of the product it holds. */
export type CellBooking = Pick<Quote, 'id' | 'number' | 'customerName' | 'startDate' | 'endDate' | 'stage'> & {
  quantity: number;
};

const PLANNED_FIELDS = { id: 1, name: 1, slug: 1, stock: 1, turnaroundDays: 1, kitParts: 1 };
const BOOKING_FIELDS = { id: 1, number: 1, customerName: 1, startDate: 1, endDate: 1, stage: 1, items: 1 };

/** The hire desk's planning timeline and the bookings behind each of its cells (admin only). */
export function planningQueries(
  { ProductView, CommitmentLedger }: Pick<PlanningModels, 'ProductView' | 'CommitmentLedger'>,
  bookings: BookingReads,
  clock: () => Date,
) {
  /**
   * Bookings (confirmed or out: the approved quotes) with a line of one of these kits whose dates
   * touch [from, to); by stage and end, which the quotes' index on both narrows.
   */
  const kitBookings = (kitIds: number[], from: Date, to: Date) =>
    bookings.liveOfProducts(kitIds, from, to, BOOKING_FIELDS);

  async function holdsOfProducts(products: readonly PlannedProduct[], from: Date, to: Date) {
    const kitIds = products.filter(isKit).map((p) => p.id);
    const [ledgers, bookings] = await Promise.all([
      CommitmentLedger.find({ productId: { $in: products.filter((p) => !isKit(p)).map((p) => p.id) } }).lean<
        CommitmentLedger[]
      >(),
      kitIds.length > 0 ? kitBookings(kitIds, from, to) : Promise.resolve([]),
    ]);
    const holds = new Map<number, Held[]>(ledgers.map((l) => [l.productId, l.commitments]));
    for (const kitId of kitIds) holds.set(kitId, kitHolds(kitId, bookings));
    return (productId: number) => holds.get(productId) ?? [];
  }

  return {
    /** Eight weeks of UK days from `from` (today by default), every live hire product a row. */
    async grid(input: { from?: unknown }, actor: AuthContext): Promise<PlanningGrid> {
      requireAdmin(actor);
      const { from } = parseInput(hirePlanningSchema, { from: input.from });
      const first = from ?? ukCalendarDay(clock());
      const days = daysFrom(first, addUkDays(first, PLANNING_DAYS - 1));
      const products = await ProductView.find({ isHireItem: true, deleted: false })
        .select(PLANNED_FIELDS)
        .sort({ name: 1, id: 1 })
        .limit(listCeiling('HirePlanning', 'rows'))
        .lean<PlannedProduct[]>();
      const holdsOf = await holdsOfProducts(products, dayStart(first), dayStart(addUkDays(first, PLANNING_DAYS)));
      const rows = planningRows(products, holdsOf, days);
      const { bars, cut } = planningBarsOf(products, holdsOf, days);
      const booked = await bookings.byIds([...new Set(bars.map((b) => b.quoteId))], {
        id: 1,
        number: 1,
        customerName: 1,
        stage: 1,
      });
      const quoteOf = new Map(booked.map((q) => [q.id, q]));
      // A hold whose quote is gone (the ledger is reconciled by housekeeping) draws no bar.
      const named = (bar: ProductBar): NamedBar[] => {
        const quote = quoteOf.get(bar.quoteId);
        return quote ? [{ ...bar, number: quote.number, customerName: quote.customerName, stage: quote.stage }] : [];
      };
      return { days, rows, bars: bars.flatMap(named), barsCut: cut };
    },

    /** The bookings that make up a product's committed figure on a UK day, earliest first. */
    async cellBookings(input: { productId: unknown; day: unknown }, actor: AuthContext): Promise<CellBooking[]> {
      requireAdmin(actor);
      const productId = parseInput(idSchema, input.productId, 'productId');
      const { day } = parseInput(hirePlanningCellSchema, { day: input.day });
      const product = await ProductView.findOne({ id: productId, isHireItem: true, deleted: false })
        .select(PLANNED_FIELDS)
        .lean<PlannedProduct>();
      if (!product) throw new NotFound('Hire Equipment Not Found');
      const holdsOf = await holdsOfProducts([product], dayStart(day), dayStart(addUkDays(day, 1)));
      const holds = holdsOnDay(holdsOf(product.id), day, isKit(product) ? 0 : product.turnaroundDays);
      const quantities = new Map(holds.map((h) => [h.quoteId, h.quantity]));
      const quotes = await bookings.byIds(
        [...quantities.keys()],
        BOOKING_FIELDS,
        listCeiling('Query', 'hirePlanningBookings'),
      );
      return quotes.map((quote) => ({
        id: quote.id,
        number: quote.number,
        customerName: quote.customerName,
        startDate: quote.startDate,
        endDate: quote.endDate,
        stage: quote.stage,
        quantity: quantities.get(quote.id)!,
      }));
    },
  };
}

export type PlanningQueries = ReturnType<typeof planningQueries>;
