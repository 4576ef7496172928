import { aggregateFields, type Aggregate } from '@shop/kit';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A hire product's fleet as last counted: the units in service (available or out). Written with
 * its HireFleetChanged event, so the catalog hears of every change once.
 */
export interface Fleet extends Aggregate {
  id: number;
  unitsInService: number;
}

const fleetSchema = new Schema<Fleet>(
  {
    id: { type: Number, required: true, unique: true },
    unitsInService: { type: Number, required: true },
    ...aggregateFields,
  },
  { versionKey: false },
);

export const fleetModel = (connection: Connection): Model<Fleet> =>
  connection.model<Fleet>('HireFleet', fleetSchema, 'fleets');
