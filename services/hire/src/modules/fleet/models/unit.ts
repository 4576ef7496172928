import { HIRE_UNIT_STATES, RETURN_CONDITIONS, type HireUnitState, type ReturnCondition } from '@shop/contracts';
import { aggregateFields, type Aggregate } from '@shop/kit';
import { Schema, type Connection, type Model } from 'mongoose';
import type { UnitMove } from '../domain/units';

/** Why a unit left the fleet. */
export type RetiredReason = 'retired' | 'missing';

/** One move in a unit's history: what, when, by whom, on which booking, and how it came back. */
export interface UnitMovement {
  move: UnitMove;
  at: Date;
  /** Null for a move hire made itself (the catalog's stock lowered). */
  byUserId: number | null;
  quoteId: number | null;
  condition: ReturnCondition | null;
  chargePence: number;
  note: string | null;
}

/**
 * One physical unit of a hire product, known by its asset tag: an aggregate whose every move is
 * saved with its movement record and its event in one write.
 */
export interface HireUnit extends Aggregate {
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
  movements: UnitMovement[];
  createdAt: Date;
  updatedAt: Date;
}

const movementSchema = new Schema<UnitMovement>(
  {
    move: { type: String, required: true },
    at: { type: Date, required: true },
    byUserId: { type: Number, default: null },
    quoteId: { type: Number, default: null },
    condition: { type: String, enum: [...RETURN_CONDITIONS, null], default: null },
    chargePence: { type: Number, default: 0 },
    note: { type: String, default: null },
  },
  { _id: false },
);

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
    movements: { type: [movementSchema], default: [] },
    ...aggregateFields,
  },
  { timestamps: true, versionKey: false },
);
unitSchema.index({ productId: 1, state: 1, createdAt: -1 });

export const unitModel = (connection: Connection): Model<HireUnit> =>
  connection.model<HireUnit>('HireUnit', unitSchema, 'units');
