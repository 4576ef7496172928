import type { Connection } from 'mongoose';
import type { SharedModels } from '../../../shared/models/shared-models';
import { calendarFeedModel } from './calendar-feed';
import { commitmentLedgerModel } from './commitment-ledger';

/** The planning module's own collections. */
export const planningModels = (connection: Connection) => ({
  CommitmentLedger: commitmentLedgerModel(connection),
  CalendarFeed: calendarFeedModel(connection),
});

/**
 * What the planning module reads and writes: its availability ledger and calendar feeds, and the
 * shared views; bookings it reads through quotes' bookingReads, never the quotes collection.
 */
export type PlanningModels = ReturnType<typeof planningModels> & SharedModels;
