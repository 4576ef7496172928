import { isDeepStrictEqual } from 'node:util';
import type { FilterQuery, Model } from 'mongoose';
import { Conflict, type DomainError } from '../errors';
import { isDuplicateKeyError } from '../mongo';
import { envelopes, type Aggregate, type DomainEvent, type OutboxModel } from './outbox';
import type { Written } from './relay';

export interface AggregateStoreOptions<T> {
  /** The aggregate id events carry (default: the document's `id`). */
  idOf?: (doc: T) => string | number;
  /** The CONFLICT answer when the version a caller loaded is no longer the stored one. */
  changedMessage?: string;
  /** Explains a unique-index clash (a slug or username already taken). */
  onDuplicate?: (attempted: T) => DomainError | Promise<DomainError>;
  /**
   * Runs after every committed write (unless told not to), with the document written when there
   * is one: relay its events now, move a cache generation on.
   */
  committed?: (written?: Written) => void | Promise<void>;
}

export interface UpdateOptions<T> {
  /** The version the caller loaded; a different stored version is a CONFLICT and nothing is written. */
  expectedVersion?: number;
  /**
   * The aggregate as the caller has just read it (the whole document): the first try is made on it, sparing a read.
   * Should it have moved on meanwhile, the write finds another version and the aggregate is read again as usual.
   */
  read?: T;
}

/** Changes proposed to an aggregate; null or no difference means nothing to do. */
export type Change<T> = (current: T) => Partial<T> | null | Promise<Partial<T> | null>;
/** The events a change causes, built from the state as saved (and the state before it). */
export type EventsOf<T> = (saved: T, before: T) => DomainEvent[];

/** How often a write whose aggregate moved on under it is re-read and re-applied. */
const MAX_ATTEMPTS = 10;

/**
 * Writes aggregates with their events under optimistic concurrency. A change is computed from the
 * stored state, written only if the version is still the one read (else re-read and re-applied, or
 * refused when the caller named the version it loaded), and its events are built from the state
 * actually saved and stored in the same single-document write. A change that changes nothing
 * writes and publishes nothing. Each event gets the next `aggregateVersion`.
 */
export class AggregateStore<T extends Aggregate & { _id?: unknown }> {
  constructor(
    readonly model: Model<T>,
    private readonly options: AggregateStoreOptions<T>,
  ) {}

  /**
   * Inserts a new aggregate with the events of its creation. A bulk writer passes
   * `{ announce: false }` and announces its writes once, after the last.
   */
  async create(fields: Partial<T>, events: (saved: T) => DomainEvent[], { announce = true } = {}): Promise<T> {
    const doc = new this.model(fields);
    const saved = doc.toObject() as T;
    const caused = events(saved);
    doc.set({ version: Math.max(caused.length, 1), pendingEvents: envelopes(this.idOf(saved), 0, caused) });
    // What save() does for a new document, less its bookkeeping (a third of a checkout's insert): no aggregate has
    // save middleware.
    await doc.validate();
    (doc as unknown as { initializeTimestamps?: () => void }).initializeTimestamps?.();
    await this.duplicateAware(saved, () => this.model.collection.insertOne(doc.toBSON() as never));
    if (announce) await this.written(caused.length > 0 ? [doc._id] : []);
    return doc.toObject() as T;
  }

  /** Applies `change` to the aggregate `filter` finds; null when there is none. */
  async update(
    filter: FilterQuery<T>,
    change: Change<T>,
    events: EventsOf<T>,
    opts: UpdateOptions<T> = {},
  ): Promise<T | null> {
    for (let attempt = 1; ; attempt++) {
      const current = attempt === 1 && opts.read ? opts.read : await this.model.findOne(filter).lean<T>();
      if (!current) return null;
      if (opts.expectedVersion !== undefined && current.version !== opts.expectedVersion) throw this.changed();
      const changes = differences(current, await change(current));
      if (!changes) return current;
      const saved = { ...current, ...changes };
      const caused = events(saved, current);
      saved.version = current.version + Math.max(caused.length, 1);
      const written = await this.duplicateAware(saved, () =>
        this.model.updateOne({ _id: current._id, version: current.version } as FilterQuery<T>, {
          $set: { ...changes, version: saved.version },
          $push: { pendingEvents: { $each: envelopes(this.idOf(saved), current.version, caused) } },
        }),
      );
      if (written.modifiedCount === 1) {
        await this.written(caused.length > 0 ? [current._id] : []);
        return saved;
      }
      // Someone wrote in between: their change stands; ours is refused or re-applied over it.
      if (opts.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) throw this.changed();
    }
  }

  /**
   * `update` for many aggregates in one read and one write: `filter` finds them (a lookup by key
   * keeps it cheap), each whose change changes something is written under the version read.
   * Resolves with whether every such write went through; when one did not (the aggregate moved
   * on meanwhile), nothing of it was written and the caller applies its change with `update`.
   */
  async updateAll(filter: FilterQuery<T>, change: Change<T>, events: EventsOf<T>): Promise<boolean> {
    const found = await this.model.find(filter).lean<T[]>();
    const writes = [];
    const withEvents: unknown[] = [];
    for (const current of found) {
      const changes = differences(current, await change(current));
      if (!changes) continue;
      const saved = { ...current, ...changes };
      const caused = events(saved, current);
      const version = current.version + Math.max(caused.length, 1);
      if (caused.length > 0) withEvents.push(current._id);
      writes.push({
        updateOne: {
          filter: { _id: current._id, version: current.version } as FilterQuery<T>,
          update: {
            $set: { ...changes, version },
            $push: { pendingEvents: { $each: envelopes(this.idOf(saved), current.version, caused) } },
          },
        },
      });
    }
    if (writes.length === 0) return true;
    const written = await this.model.bulkWrite(writes as never, { ordered: false });
    await this.written(withEvents);
    return written.modifiedCount === writes.length;
  }

  /** Runs the `committed` hook: for the document just written, or after writes made with `{ announce: false }`. */
  async announce(id?: unknown): Promise<void> {
    await (id === undefined ? this.options.committed?.() : this.written([id]));
  }

  /**
   * Runs the `committed` hook after a write, naming the documents it gave new events to: one whose write caused none
   * leaves the relay nothing to claim (the hook still runs, for a cache generation).
   */
  private async written(ids: unknown[]): Promise<void> {
    await this.options.committed?.({ model: this.model as unknown as OutboxModel, ids });
  }

  private changed(): Conflict {
    return new Conflict(
      this.options.changedMessage ?? 'This record was changed by someone else; reload to see the current values',
      'version',
    );
  }

  private idOf(doc: T): string | number {
    return this.options.idOf ? this.options.idOf(doc) : (doc as unknown as { id: number }).id;
  }

  private async duplicateAware<R>(attempted: T, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (err) {
      if (isDuplicateKeyError(err) && this.options.onDuplicate) throw await this.options.onDuplicate(attempted);
      throw err;
    }
  }
}

/** The proposed fields whose values differ from the current ones, or null when none do. */
export function differences<T>(current: T, proposed: Partial<T> | null): Partial<T> | null {
  if (!proposed) return null;
  const changed = Object.entries(proposed).filter(
    ([key, value]) => value !== undefined && !isDeepStrictEqual(value ?? null, current[key as keyof T] ?? null),
  );
  return changed.length ? (Object.fromEntries(changed) as Partial<T>) : null;
}
