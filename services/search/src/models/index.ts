import type { Connection } from 'mongoose';
import { categoryRowModel } from './category-row';
import { productRowModel } from './product-row';

export function createModels(connection: Connection) {
  return { ProductRow: productRowModel(connection), CategoryRow: categoryRowModel(connection) };
}

export type SearchModels = ReturnType<typeof createModels>;
