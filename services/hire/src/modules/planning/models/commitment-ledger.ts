import { Schema, type Connection, type Model } from 'mongoose';

/** Units of one product promised to one approved quote over its dates. */
export interface Commitment {
  quoteId: number;
  start: Date;
  end: Date;
  quantity: number;
}

/**
 * Per hire product, the units approved quotes hold. One document per product, so an availability
 * answer is one read by a unique key, and every change is a write conditional on the version read.
 * It is derived from the quotes (the record of what was approved) and reconciled with them by the
 * housekeeping job; approvals change it under the product's lock.
 */
export interface CommitmentLedger {
  productId: number;
  commitments: Commitment[];
  version: number;
}

const commitmentSchema = new Schema<Commitment>(
  {
    quoteId: { type: Number, required: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    quantity: { type: Number, required: true },
  },
  { _id: false },
);

const ledgerSchema = new Schema<CommitmentLedger>(
  {
    productId: { type: Number, required: true, unique: true },
    commitments: { type: [commitmentSchema], default: [] },
    version: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

export const commitmentLedgerModel = (connection: Connection): Model<CommitmentLedger> =>
  connection.model<CommitmentLedger>('CommitmentLedger', ledgerSchema, 'commitment_ledgers');
