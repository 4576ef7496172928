import { Schema, type Connection, type Model } from 'mongoose';

interface Counter {
  _id: string;
  seq: number;
}

const counterSchema = new Schema<Counter>({ _id: String, seq: { type: Number, required: true } }, { versionKey: false });

/**
 * Allocates the next positive integer id for a collection from a counter document
 * (atomic findOneAndUpdate with $inc and upsert). MongoDB's _id stays internal.
 */
export async function nextId(connection: Connection, collection: string): Promise<number> {
  const Counters =
    (connection.models.Counter as Model<Counter> | undefined) ?? connection.model<Counter>('Counter', counterSchema, 'counters');
  const counter = await Counters.findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { upsert: true, new: true })
    .lean<Counter>()
    .exec();
  return counter!.seq;
}
