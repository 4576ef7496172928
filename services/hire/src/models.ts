import type { Connection } from 'mongoose';
import { fleetModels } from './modules/fleet/models/fleet-models';
import { planningModels } from './modules/planning/models/planning-models';
import { quotesModels } from './modules/quotes/models/quotes-models';
import { sharedModels } from './shared/models/shared-models';

/**
 * Every collection of the service, for its wiring (hire-application.ts, app.ts) alone: each module
 * is typed with its own models (QuotesModels, FleetModels, PlanningModels) and the shared views.
 */
export function createModels(connection: Connection) {
  return {
    ...sharedModels(connection),
    ...quotesModels(connection),
    ...planningModels(connection),
    ...fleetModels(connection),
  };
}

export type HireModels = ReturnType<typeof createModels>;
