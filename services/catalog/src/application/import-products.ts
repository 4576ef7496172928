import { Conflict, nextId, requireAdmin, type AuthContext } from '@shop/kit';
import { PRODUCT_MESSAGES, slugFromName } from '@shop/contracts';
import { readCsvRows } from '../domain/csv';
import { issueMessages } from '../domain/inputs';
import type { ProductKind } from '../domain/product-kinds';
import { toStoredFields } from '../domain/product-view';
import { productCreated } from '../events/published';
import type { ProductFields } from '../models/product';
import { duplicateSlug } from '../models/product-store';
import type { CatalogDeps } from './deps';

/** A row refused by validation, with all of its errors. */
export interface RowError {
  index: number;
  product: { name: string | null };
  errors: string[];
}

/** What became of a valid row: inserted, or why not (e.g. a duplicate slug). */
export interface InsertResult {
  product: { name: string | null };
  status: 'success' | 'error';
  message: string | null;
  id: number | null;
}

export interface ImportReport {
  total: number;
  valid: number;
  inserted: number;
  errors: number;
  invalidDetails: RowError[];
  insertResults: InsertResult[];
}

/** Rows written at once; each row is still its own single-document write. */
const WRITE_BATCH = 16;

const rowName = (values: Record<string, unknown>) => (typeof values.name === 'string' ? values.name : null);

const failed = (name: string, message: string): InsertResult => ({
  product: { name },
  status: 'error',
  message,
  id: null,
});

/** A well-formed category id (the schema names any other) that the catalog does not know. */
const isUnknownCategory = (categoryId: unknown, known: Set<number>) =>
  typeof categoryId === 'number' && Number.isInteger(categoryId) && categoryId > 0 && !known.has(categoryId);

/**
 * An admin imports a CSV file of sale products or hire equipment: every row is validated, then
 * the valid ones are inserted, each with its ProductCreated event.
 */
export const importProducts =
  ({ connection, products, categories }: CatalogDeps, kind: ProductKind) =>
  async (csv: string, actor: AuthContext): Promise<ImportReport> => {
    requireAdmin(actor);
    const rows = readCsvRows(csv, kind.columns);
    const knownCategories = await categories.knownIds();
    const invalidDetails: RowError[] = [];
    const valid: ProductFields[] = [];
    for (const { index, values } of rows) {
      // A blank slug is derived from the name, as the admin form does.
      if (values.slug === undefined && typeof values.name === 'string') values.slug = slugFromName(values.name);
      const parsed = kind.schema.safeParse(values);
      const errors = parsed.success ? [] : issueMessages(parsed.error);
      if (isUnknownCategory(values.categoryId, knownCategories))
        errors.push(`categoryId: ${PRODUCT_MESSAGES.categoryMissing}`);
      if (!parsed.success || errors.length > 0) {
        invalidDetails.push({ index, product: { name: rowName(values) }, errors });
        continue;
      }
      valid.push(toStoredFields(parsed.data));
    }

    // Rows are written in parallel batches, so within the file the first row with a slug wins up front.
    const seen = new Set<string>();
    const insertResults: InsertResult[] = [];
    const firstId = valid.length > 0 ? await nextId(connection, 'products', valid.length) : 0;
    for (let start = 0; start < valid.length; start += WRITE_BATCH) {
      const batch = valid.slice(start, start + WRITE_BATCH).map(async (fields, offset): Promise<InsertResult> => {
        if (seen.has(fields.slug)) return failed(fields.name, duplicateSlug(fields.slug).message);
        seen.add(fields.slug);
        const id = firstId + start + offset;
        try {
          // Rows are announced (relay, cache generation) once, after the last.
          await products.create({ id, ...fields }, productCreated, { announce: false });
          return { product: { name: fields.name }, status: 'success', message: 'Product imported', id };
        } catch (err) {
          return failed(fields.name, err instanceof Conflict ? err.message : 'The product could not be saved');
        }
      });
      insertResults.push(...(await Promise.all(batch)));
    }
    const inserted = insertResults.filter((r) => r.status === 'success').length;
    if (inserted > 0) await products.announce();
    return {
      total: rows.length,
      valid: valid.length,
      inserted,
      errors: invalidDetails.length + (valid.length - inserted),
      invalidDetails,
      insertResults,
    };
  };
