import type { Connection } from 'mongoose';
import type { ContentModels, ContentStores } from '../models';

/** What content's use cases and queries are built from. */
export interface ContentDeps {
  /** For the id allocator. */
  connection: Connection;
  models: ContentModels;
  stores: ContentStores;
}
