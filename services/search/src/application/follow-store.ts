import type { Logger } from '@shop/kit';
import type { FilterQuery, Model } from 'mongoose';
import type { SearchDocument } from '../domain/search-document';
import type { SearchModels } from '../models';
import type { ProductRow } from '../models/product-row';
import type { SearchIndex } from './search-index';

type Kind = 'products' | 'categories';

/**
 * Rows are stamped by the replica that wrote them, by its clock: each look goes back this far
 * before the newest stamp seen, so a row a replica with a clock a little behind wrote is not missed
 * (one already applied at its version is skipped).
 */
const CLOCK_ALLOWANCE_MS = 10_000;

/**
 * Keeps one replica's index in step with the store every replica shares: the whole store at start,
 * then what changed since, every `everyMs`. One consumer group writes the store once per event; each
 * replica reads it, so replicas answer the same and any of them may stop or start.
 */
export class StoreFollower {
  private readonly applied = { products: new Map<number, number>(), categories: new Map<number, number>() };
  private newest = { products: new Date(0), categories: new Date(0) };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly index: SearchIndex,
    private readonly models: SearchModels,
    private readonly logger: Logger,
  ) {}

  /** Reads what changed since the last look (everything, the first time) into the index. */
  async catchUp(): Promise<void> {
    // Categories first: a product's category name is part of its text.
    for (const row of await this.changed(this.models.CategoryRow, 'categories')) {
      if (!this.isNew('categories', row)) continue;
      if (row.deleted) this.index.removeCategory(row.id);
      else this.index.upsertCategory(row.id, row.name, row.parentId);
    }
    for (const row of await this.changed(this.models.ProductRow, 'products')) {
      if (!this.isNew('products', row)) continue;
      if (row.deleted) this.index.remove(row.id);
      else this.index.upsert(documentOf(row));
    }
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

  private async changed<T extends { changedAt: Date }>(model: Model<T>, kind: Kind): Promise<T[]> {
    const first = this.newest[kind].getTime() === 0;
    const since = new Date(this.newest[kind].getTime() - CLOCK_ALLOWANCE_MS);
    const filter = (first ? {} : { changedAt: { $gte: since } }) as FilterQuery<T>;
    const rows = await model.find(filter).lean<T[]>();
    for (const row of rows) if (row.changedAt > this.newest[kind]) this.newest[kind] = row.changedAt;
    return rows;
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
