import type { Connection } from 'mongoose';
import type { CatalogModels } from '../models';
import type { ProductStore } from '../models/product-store';
import type { CategoryQueries } from './category-queries';

/** What the catalog's product use cases and queries are built from. */
export interface CatalogDeps {
  /** For the id allocator. */
  connection: Connection;
  models: CatalogModels;
  products: ProductStore;
  categories: CategoryQueries;
}
