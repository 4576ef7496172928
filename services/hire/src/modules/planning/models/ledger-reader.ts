import type { Model, Types } from 'mongoose';
import type { CommitmentLedger } from './commitment-ledger';

type StoredLedger = CommitmentLedger & { _id: Types.ObjectId };

/** Ledgers kept per process: enough for every hire product of a real fleet. */
const CAPACITY = 1_000;

/**
 * Reads a product's ledger, reusing the copy read last while it still stands. A product's ledger
 * holds every booking it has, so reading it whole is most of an availability answer; a read of its
 * version alone is a fraction of that. Every write bumps the version (and a ledger made anew has a
 * new _id), so the copy is right for any replica's writes. Callers must not change what it returns.
 */
export function ledgerReader(ledgers: Model<CommitmentLedger>) {
  const known = new Map<number, StoredLedger>();

  const remember = (ledger: StoredLedger) => {
    known.delete(ledger.productId);
    known.set(ledger.productId, ledger);
    if (known.size > CAPACITY) known.delete(known.keys().next().value!);
  };

  return async function ledgerOf(productId: number): Promise<CommitmentLedger> {
    const copy = known.get(productId);
    // With no copy to check, the version alone would only add a round trip.
    if (copy) {
      const stamp = await ledgers.findOne({ productId }).select({ version: 1 }).lean<StoredLedger>();
      if (stamp && copy.version === stamp.version && copy._id.equals(stamp._id)) return copy;
    }
    const ledger = await ledgers.findOne({ productId }).lean<StoredLedger>();
    if (!ledger) return { productId, commitments: [], version: 0 };
    remember(ledger);
    return ledger;
  };
}
