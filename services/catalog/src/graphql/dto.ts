import { hireId, sku } from '@shop/contracts';
import { editableFields } from '../domain/product-view';
import { availableOf } from '../domain/stock';
import type { ImportReport } from '../application/import-products';
import type { ProductRecord } from '../models/product';
import type { HireImportResult, Product } from './__generated__/resolvers';

/** A product as the graph shows it (category and related are resolved on demand). */
export type ProductDto = Omit<Product, 'category' | 'related'>;

/** GBP with two decimals, ISO dates, display ids; `stock` is what can be sold. */
export const toProductDto = (p: ProductRecord): ProductDto => ({
  id: p.id,
  ...editableFields(p),
  stock: availableOf(p),
  onHand: p.onHand,
  committed: p.committed,
  createdAt: p.createdAt.toISOString(),
  sku: sku(p.id),
  isHireItem: p.isHireItem,
  hireId: hireId(p.id),
  version: p.version,
});

/** The hire importer's answer counts what was inserted as imported and leaves the row tallies out. */
export const toHireImportResult = ({
  inserted,
  total,
  invalidDetails,
  insertResults,
}: ImportReport): HireImportResult => ({
  imported: inserted,
  total,
  invalidDetails,
  insertResults,
});
