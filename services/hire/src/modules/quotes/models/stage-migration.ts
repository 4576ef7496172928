import type { HireQuoteStage, HireQuoteStatus } from '@shop/contracts';
import type { QuotesModels } from './quotes-models';

/** The stage each of the spec's statuses stood for before quotes had stages. */
const STAGE_OF: Record<HireQuoteStatus, HireQuoteStage> = {
  pending: 'requested',
  approved: 'confirmed',
  rejected: 'declined',
  completed: 'completed',
};

/** Quotes either change below is for: from before stages, or from before the warehouse floor. */
const UNMIGRATED = { $or: [{ stage: { $exists: false } }, { units: { $exists: false } }] };

/**
 * Gives quotes stored before priced quotes their stage and the fields that came with it (and
 * those from before the warehouse floor its fields). One query for a quote still to change comes
 * first, so a start with every quote moved asks that query, which finds none, and writes nothing. Each write is
 * conditional on the stage (or the units) still missing, so replicas starting together, or a
 * restart, change nothing twice. Resolves with the quotes moved.
 */
export async function migrateQuoteStages({ Quote }: Pick<QuotesModels, 'Quote'>): Promise<number> {
  if (!(await Quote.collection.findOne(UNMIGRATED, { projection: { _id: 1 } }))) return 0;
  let moved = 0;
  for (const [status, stage] of Object.entries(STAGE_OF)) {
    const { modifiedCount } = await Quote.collection.updateMany(
      { stage: { $exists: false }, status },
      {
        $set: {
          stage,
          number: null,
          draft: null,
          revisions: [],
          acceptance: null,
          acceptanceRefused: null,
          decline: null,
          payments: [],
          cancellation: null,
          units: [],
          overdue: null,
          settlement: null,
        },
      },
    );
    moved += modifiedCount;
  }
  // Quotes from before the warehouse floor: no units dispatched, not overdue, nothing settled.
  const floor = await Quote.collection.updateMany(
    { units: { $exists: false } },
    { $set: { units: [], overdue: null, settlement: null } },
  );
  return moved + floor.modifiedCount;
}
