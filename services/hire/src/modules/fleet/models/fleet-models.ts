import type { Connection } from 'mongoose';
import type { SharedModels } from '../../../shared/models/shared-models';
import { fleetModel } from './fleet';
import { unitModel } from './unit';

/** The fleet module's own collections. */
export const fleetModels = (connection: Connection) => ({ Unit: unitModel(connection), Fleet: fleetModel(connection) });

/** What the fleet module reads and writes: its units and fleet sizes, and the shared views (never a quote or a ledger). */
export type FleetModels = ReturnType<typeof fleetModels> & SharedModels;
