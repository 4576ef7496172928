import type { EventData } from '@shop/contracts';
import type { Logger, Mirror } from '@shop/kit';
import type { FilterQuery, Model } from 'mongoose';
import type { SearchDocument } from '../domain/search-document';
import type { SearchModels } from '../models';
import type { ProductRow } from '../models/product-row';
import { searchDocumentOf } from './keep-catalogue';
import type { SearchIndex } from './search-index';

type Kind = 'products' | 'categories';

/** Where a pass over the catalogue's topics puts their events. */
export interface CatalogueMirrors {
  categories: Mirror<EventData<'CategoryUpdated'>>;
  products: Mirror<EventData<'ProductUpdated'>>;
}

interface StoredRow {
  id: number;
  version: number;
  changedAt: Date;
}

/** Where a look stopped reading: the last row read, in (changedAt, id) order. */
interface Cursor {
  changedAt: Date;
  id: number;
}

/**
 * How late a row may become visible after its stamp, by this replica's clock: the writing
 * replica's clock may be a little behind, and a slice of rows stamped together commits a moment
 * after. Rows stamped this long before a look started are all in the store by then.
 */
export const OVERLAP_MS = 2_000;
/** Rows read per query, in (changedAt, id) order: the start's load and a large import read in pages. */
export const PAGE_ROWS = 5_000;

/**
 * Keeps one replica's index in step with the store every replica shares: the whole store at start,
 * then what changed since, every `everyMs`. One consumer group writes the store once per event; each
 * replica reads it, so replicas answer the same and any of them may stop or start.
 *
 * Each look reads the rows after where the last one stopped, a page at a time by (changedAt, id),
 * so a row is read once. A row can still appear behind that point (stamped by a replica whose
 * clock is behind, or committed a moment after its stamp): the look also lists the ids and
 * versions of the rows stamped in the short overlap before the previous look started, and reads
 * whole only those it has not applied at that version.
 */
export class StoreFollower {
  private readonly applied = { products: new Map<number, number>(), categories: new Map<number, number>() };
  private readonly cursor: Record<Kind, Cursor> = {
    products: { changedAt: new Date(0), id: 0 },
    categories: { changedAt: new Date(0), id: 0 },
  };
  /** When the last look that succeeded started, by this replica's clock; null before the first. */
  private readonly lastLook: Record<Kind, number | null> = { products: null, categories: null };
  /** How many rows this replica has read whole from the store (the overlap's ids and versions aside). */
  readonly reads = { rows: { products: 0, categories: 0 } };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly index: SearchIndex,
    private readonly models: SearchModels,
    private readonly logger: Logger,
  ) {}

  /**
   * The index read straight from the catalogue's events, at their versions, in one pass over both
   * topics (`replay`, given a mirror of each): a replica's start reads the compacted topics so, as
   * the store may lag far behind them. A product's category name is part of its text, so products
   * are held until the pass has read every category and then indexed once each. The store's rows at
   * those versions are skipped after.
   */
  async readEvents(replay: (mirrors: CatalogueMirrors) => Promise<unknown>): Promise<void> {
    const held: Array<() => void> = [];
    await replay({
      categories: this.eventMirror<EventData<'CategoryUpdated'>>(
        'categories',
        (c) => this.index.upsertCategory(c.id, c.name, c.parentId),
        (id) => this.index.removeCategory(id),
      ),
      products: this.eventMirror<EventData<'ProductUpdated'>>(
        'products',
        (p) => held.push(() => this.index.upsert(searchDocumentOf(p))),
        (id) => held.push(() => this.index.remove(id)),
      ),
    });
    for (const apply of held) apply();
  }

  /** Reads what changed since the last look (everything, the first time) into the index. */
  async catchUp(): Promise<void> {
    // Categories first: a product's category name is part of its text.
    await this.follow(this.models.CategoryRow, 'categories', (row) => {
      if (row.deleted) this.index.removeCategory(row.id);
      else this.index.upsertCategory(row.id, row.name, row.parentId);
    });
    await this.follow(this.models.ProductRow, 'products', (row) => {
      if (row.deleted) this.index.remove(row.id);
      else this.index.upsert(documentOf(row));
    });
  }

  /** Looks every `everyMs` until `stop`; a failed look is logged and the next one tries again. */
  start(everyMs: number): void {
    const tick = () => {
      this.running = this.catchUp()
        .catch((err: unknown) => this.logger.warn({ err }, 'search index could not read the store'))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(tick, everyMs);
        });
    };
    this.timer = setTimeout(tick, everyMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async follow<T extends StoredRow>(model: Model<T>, kind: Kind, apply: (row: T) => void): Promise<void> {
    const startedAt = Date.now();
    const stoppedAt = { ...this.cursor[kind] };
    const take = (rows: T[]) => {
      this.reads.rows[kind] += rows.length;
      for (const row of rows) if (this.isNew(kind, row)) apply(row);
    };
    for (;;) {
      const page = await this.pageAfter(model, this.cursor[kind]);
      take(page);
      const last = page.at(-1);
      if (last) this.cursor[kind] = { changedAt: last.changedAt, id: last.id };
      if (page.length < PAGE_ROWS) break;
    }
    const previous = this.lastLook[kind];
    if (previous !== null) take(await this.lateRows(model, kind, new Date(previous - OVERLAP_MS), stoppedAt.changedAt));
    this.lastLook[kind] = startedAt;
  }

  private pageAfter<T extends StoredRow>(model: Model<T>, after: Cursor): Promise<T[]> {
    const filter = {
      $or: [{ changedAt: { $gt: after.changedAt } }, { changedAt: after.changedAt, id: { $gt: after.id } }],
    } as FilterQuery<T>;
    return model.find(filter).sort({ changedAt: 1, id: 1 }).limit(PAGE_ROWS).lean<T[]>();
  }

  /** Rows stamped in (since, until] not applied at their version: listed by id and version, then read whole. */
  private async lateRows<T extends StoredRow>(model: Model<T>, kind: Kind, since: Date, until: Date): Promise<T[]> {
    if (since >= until) return [];
    const keys = await model
      .find({ changedAt: { $gt: since, $lte: until } } as FilterQuery<T>, { _id: 0, id: 1, version: 1 })
      .lean<Array<Pick<StoredRow, 'id' | 'version'>>>();
    const unseen = keys.filter(({ id, version }) => (this.applied[kind].get(id) ?? -1) < version).map((k) => k.id);
    if (unseen.length === 0) return [];
    return model.find({ id: { $in: unseen } } as FilterQuery<T>).lean<T[]>();
  }

  private eventMirror<S extends { id: number }>(
    kind: Kind,
    save: (state: S) => void,
    remove: (id: number) => void,
  ): Mirror<S> {
    const saveOne = (state: S, version: number) => {
      if (this.isNew(kind, { id: state.id, version })) save(state);
    };
    return {
      save: async (state, version) => saveOne(state, version),
      saveAll: async (states) => states.forEach(({ state, version }) => saveOne(state, version)),
      remove: async (id, version) => {
        if (this.isNew(kind, { id, version })) remove(id);
      },
    };
  }

  private isNew(kind: Kind, row: { id: number; version: number }): boolean {
    const seen = this.applied[kind].get(row.id);
    if (seen !== undefined && seen >= row.version) return false;
    this.applied[kind].set(row.id, row.version);
    return true;
  }
}

function documentOf(row: ProductRow): SearchDocument {
  const { id, kind, name, slug, description, categoryId, pricePence, stock, isOnSale, isNew, createdAt } = row;
  return { id, kind, name, slug, description, categoryId, pricePence, stock, isOnSale, isNew, createdAt };
}
