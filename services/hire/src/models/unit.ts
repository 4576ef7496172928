import { HIRE_UNIT_STATES, type HireUnitState } from '@shop/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** Why a unit left the fleet. */
export type RetiredReason = 'retired' | 'missing';

/** One physical unit of a hire product, known by its asset tag. */
export interface HireUnit {
  /** Upper-cased; unique across the fleet. */
  tag: string;
  productId: number;
  serialNumber: string | null;
  state: HireUnitState;
  /** The booking it is out on (state out). */
  quoteId: number | null;
  quoteNumber: string | null;
  /** The desk's note: why it went to repair or was retired, what the return said. */
  note: string | null;
  retiredReason: RetiredReason | null;
  /** Made by hire to follow the catalog's stock, rather than added by the desk. */
  generated: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const unitSchema = new Schema<HireUnit>(
  {
    tag: { type: String, required: true, unique: true },
    productId: { type: Number, required: true },
    serialNumber: { type: String, default: null },
    state: { type: String, enum: HIRE_UNIT_STATES, default: 'available' },
    quoteId: { type: Number, default: null, index: true },
    quoteNumber: { type: String, default: null },
    note: { type: String, default: null },
    retiredReason: { type: String, default: null },
    generated: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);
unitSchema.index({ productId: 1, state: 1, createdAt: -1 });

export const unitModel = (connection: Connection): Model<HireUnit> =>
  connection.model<HireUnit>('HireUnit', unitSchema, 'units');
