import type { Model } from 'mongoose';

/**
 * Markers that make a one-document effect happen once: the effect's update carries the marker
 * of the event (or operation) causing it, and is conditional on its absence. Effect and marker
 * are one write, so a crash can never leave one without the other, and a redelivery matches
 * nothing. A model using them adds `effectMarkersField`; markers are pruned after a retention.
 */
export const effectMarkersField = {
  appliedOps: {
    type: [{ key: { type: String, required: true }, at: { type: Date, required: true }, _id: false }],
    default: [],
  },
};

export interface WithEffectMarkers {
  appliedOps: Array<{ key: string; at: Date }>;
}

/** Filter: the effect keyed `key` has not been applied to the document. */
export const notApplied = (key: string) => ({ 'appliedOps.key': { $ne: key } });

/** Filter: the effect keyed `key` has been applied (and not yet settled). */
export const applied = (key: string) => ({ 'appliedOps.key': key });

/** Update part recording the effect keyed `key` in the same write as the effect. */
export const markApplied = (key: string) => ({ appliedOps: { key, at: new Date() } });

/** Update part removing the marker of `key` once nothing can redeliver it. */
export const unmark = (key: string) => ({ appliedOps: { key } });

/** Drops markers older than `cutoff` from every document of the model; resolves with the documents changed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model whose documents carry markers
export async function pruneEffectMarkers(model: Model<WithEffectMarkers & any>, cutoff: Date): Promise<number> {
  const result = await model.updateMany(
    { 'appliedOps.at': { $lt: cutoff } },
    { $pull: { appliedOps: { at: { $lt: cutoff } } } },
    { timestamps: false },
  );
  return result.modifiedCount;
}
