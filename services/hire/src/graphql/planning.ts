import type { HireApplication } from '../hire-application';
import type { CellBooking, PlanningGrid, SheetBooking, SheetDay } from '../modules/planning';
import { requestDetails } from '../modules/quotes';
import type {
  HirePlanningBooking,
  HirePlanningRow,
  HireSheetBooking,
  HireSheetDay,
  Resolvers,
} from './__generated__/resolvers';
import { actorOf } from './actor';

const toRowDto = (row: PlanningGrid['rows'][number]): HirePlanningRow => ({
  productId: row.productId,
  name: row.name,
  slug: row.slug,
  kit: row.kit,
  unitsInService: row.unitsInService,
  days: row.committed,
  out: row.out,
  turnaround: row.turnaround,
  shortDays: row.shortDays,
});

const toCellBookingDto = (booking: CellBooking): HirePlanningBooking => ({
  quoteId: booking.id,
  number: booking.number,
  customerName: booking.customerName,
  quantity: booking.quantity,
  startDate: booking.startDate.toISOString(),
  endDate: booking.endDate.toISOString(),
  stage: booking.stage,
});

const toSheetBookingDto = ({ quote, lines, unitsOut, unitsBack }: SheetBooking): HireSheetBooking => ({
  quoteId: quote.id,
  number: quote.number,
  stage: quote.stage,
  ...requestDetails(quote),
  startDate: quote.startDate.toISOString(),
  endDate: quote.endDate.toISOString(),
  lines,
  unitsOut,
  unitsBack,
});

const toSheetDayDto = (day: SheetDay): HireSheetDay => ({
  day: day.day,
  goingOut: day.goingOut.map(toSheetBookingDto),
  comingBack: day.comingBack.map(toSheetBookingDto),
});

/** The hire desk's planning: the eight-week timeline, the bookings behind a cell, and the day sheet. */
export function planningResolvers(app: Pick<HireApplication, 'planning' | 'daySheet'>): Pick<Resolvers, 'Query'> {
  return {
    Query: {
      hirePlanning: async (_, args, ctx) => {
        const grid = await app.planning.grid(args, actorOf(ctx));
        return { days: grid.days, rows: grid.rows.map(toRowDto), bars: grid.bars, barsCut: grid.barsCut };
      },
      hirePlanningBookings: async (_, args, ctx) =>
        (await app.planning.cellBookings(args, actorOf(ctx))).map(toCellBookingDto),
      hireDaySheet: async (_, args, ctx) => (await app.daySheet.daySheet(args, actorOf(ctx))).map(toSheetDayDto),
    },
  };
}
