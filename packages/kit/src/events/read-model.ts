import { Schema, type FilterQuery, type Model, type SchemaDefinition, type UpdateQuery } from 'mongoose';
import type { EventData, EventType } from '@shop/contracts';
import { failedOnDuplicateKeysOnly } from '../mongo';
import type { BatchHandlers, EventHandlers } from './consumer';
import type { Envelope } from './envelope';

/** A read model row's state at its aggregate's version. */
export interface VersionedRow<T> {
  id: number;
  version: number;
  state: Partial<Omit<T, 'id' | 'version'>>;
}

/**
 * Writes rows of a read model kept from another service's events, keyed by the aggregate's id,
 * each only over an older version, all in one write: redeliveries, replays and out-of-order
 * arrivals all leave the newest state in place. A deletion is written as a tombstone state, so a
 * replayed older event cannot bring the row back.
 */
export async function applyAllVersioned<T extends { id: number; version: number }>(
  model: Model<T>,
  rows: Array<VersionedRow<T>>,
): Promise<void> {
  if (rows.length === 0) return;
  try {
    await model.bulkWrite(
      rows.map(({ id, version, state }) => ({
        updateOne: {
          filter: { id, version: { $lt: version } } as FilterQuery<T>,
          update: { $set: { ...state, version } } as UpdateQuery<T>,
          upsert: true,
        },
      })) as never,
      { ordered: false },
    );
  } catch (err) {
    // A row already at that version or a newer one: the upsert's insert hit the unique id.
    if (!failedOnDuplicateKeysOnly(err)) throw err;
  }
}

/** `applyAllVersioned` for one row. */
export const applyVersioned = <T extends { id: number; version: number }>(
  model: Model<T>,
  id: number,
  version: number,
  state: Partial<Omit<T, 'id' | 'version'>>,
): Promise<void> => applyAllVersioned(model, [{ id, version, state }]);

/** What every row of a mirror keeps besides the fields it copies from the aggregate. */
export interface MirroredRow {
  id: number;
  /** A tombstone: the aggregate was deleted. */
  deleted: boolean;
  /** aggregateVersion of the last event applied. */
  version: number;
}

/** The schema of a mirror's rows: the fields it copies, with the aggregate's id, tombstone and version. */
export function mirrorSchema<T extends MirroredRow>(fields: SchemaDefinition<Omit<T, keyof MirroredRow>>): Schema<T> {
  const definition = {
    id: { type: Number, required: true, unique: true },
    ...fields,
    deleted: { type: Boolean, default: false },
    version: { type: Number, required: true },
  };
  return new Schema<T>(definition as SchemaDefinition<T>, { versionKey: false });
}

/** Saves an aggregate's state over an older version, or leaves its tombstone. */
export interface Mirror<S> {
  save: (state: S, version: number) => Promise<void>;
  /** `save` for the states of many aggregates, one each, in one write. */
  saveAll: (states: Array<{ state: S; version: number }>) => Promise<void>;
  remove: (id: number, version: number) => Promise<void>;
}

/**
 * A local mirror of another service's aggregate, kept from its events (see applyVersioned):
 * `copy` picks what this service keeps of the state an event carries.
 */
export function mirror<T extends MirroredRow, S extends { id: number }>(
  model: Model<T>,
  copy: (state: S) => Partial<Omit<T, keyof MirroredRow>>,
): Mirror<S> {
  const row = (state: S) => ({ ...copy(state), deleted: false }) as Partial<Omit<T, 'id' | 'version'>>;
  const saveAll: Mirror<S>['saveAll'] = (states) =>
    applyAllVersioned(
      model,
      states.map(({ state, version }) => ({ id: state.id, version, state: row(state) })),
    );
  return {
    save: (state, version) => saveAll([{ state, version }]),
    saveAll,
    remove: (id, version) =>
      applyVersioned(model, id, version, { deleted: true } as Partial<Omit<T, 'id' | 'version'>>),
  };
}

/**
 * How a consumer keeps a mirror: a handler per event (the `saved` events carry the aggregate's
 * state, the `deleted` one, if the aggregate has one, its id), and the `saved` events of a slice
 * saved together in one write (a slice holds one state per aggregate: the consumer keeps only the
 * newest of a compacted topic).
 */
export function mirrorConsumer<S extends EventType>(
  target: Mirror<EventData<S>>,
  events: { saved: readonly S[]; deleted?: EventType },
): { handlers: EventHandlers; batchHandlers: BatchHandlers } {
  const save = (state: EventData<S>, { aggregateVersion }: Envelope) => target.save(state, aggregateVersion);
  const remove = ({ id }: { id: number }, { aggregateVersion }: Envelope) => target.remove(id, aggregateVersion);
  const saveAll = (items: Array<{ data: EventData<S>; event: Envelope }>) =>
    target.saveAll(items.map(({ data, event }) => ({ state: data, version: event.aggregateVersion })));
  // The consumer checks each event's data against the contracts before a handler sees it.
  return {
    handlers: {
      ...Object.fromEntries(events.saved.map((type) => [type, save])),
      ...(events.deleted ? { [events.deleted]: remove } : {}),
    } as EventHandlers,
    batchHandlers: Object.fromEntries(events.saved.map((type) => [type, saveAll])) as BatchHandlers,
  };
}
