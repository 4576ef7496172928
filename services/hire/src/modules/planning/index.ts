/**
 * Planning: the availability ledger (what each booking commits of each product's units by day), the
 * planning timeline, the day sheet and the desk's calendar feed.
 * What other modules, the resolvers and the service's wiring may use; the rest is this module's own.
 */
export { availabilityQueries, type ProductAvailability, type ProductDays } from './application/availability-queries';
export { calendarFeed, type CalendarFeedState } from './application/calendar-feed';
export { daySheetQueries, type SheetBooking, type SheetDay } from './application/day-sheet-queries';
export { type CellBooking, type PlanningGrid, planningQueries } from './application/planning-queries';
export { type DateRange, type Shortfall, ShortOfUnits } from './domain/availability';
export type { CalendarFeedStore } from './models/calendar-feed';
export type { CommitmentStore } from './models/commitment-store';
