import { Conflict, nextId, recordEvent, requireAdmin, type SubgraphContext } from '@shop/kit';
import type { Connection } from 'mongoose';
import { HIRE_COLUMNS, SALE_COLUMNS, readCsvRows, type ColumnSet } from '../domain/csv';
import { MESSAGES, inputProblems } from '../domain/inputs';
import { productEventData, slugFromName, toStoredFields } from '../domain/product-view';
import { hireProductTemplateCsv, productTemplateCsv } from '../domain/templates';
import type { CatalogModels } from '../models';
import { HIRE, SALE, duplicateSlug, saveProduct, type ProductKind } from './admin-products';
import type { CategoryLookup } from './category-lookup';

interface RowError {
  index: number;
  product: { name: string | null };
  errors: string[];
}

interface InsertResult {
  product: { name: string | null };
  status: 'success' | 'error';
  message: string | null;
  id: number | null;
}

/** Rows written at once; each row is still its own single-document write. */
const WRITE_BATCH = 16;

const rowName = (values: Record<string, unknown>) => (typeof values.name === 'string' ? values.name : null);

/** CSV templates and bulk imports of sale products and hire equipment. */
export function productImports(
  connection: Connection,
  { Product }: CatalogModels,
  categories: CategoryLookup,
  published: () => void,
) {
  /** Validates every row, then inserts the valid ones, each with its ProductCreated event. */
  async function importRows(kind: ProductKind, columns: ColumnSet, csv: string) {
    const rows = readCsvRows(csv, columns);
    const knownCategories = await categories.knownIds();
    const invalidDetails: RowError[] = [];
    const valid: Array<{ name: string; fields: ReturnType<typeof toStoredFields> }> = [];
    for (const { index, values } of rows) {
      // A blank slug is derived from the name, as the admin form does.
      if (values.slug === undefined && typeof values.name === 'string') values.slug = slugFromName(values.name);
      const errors = inputProblems(kind.schema, values);
      const categoryId = values.categoryId;
      if (
        typeof categoryId === 'number' &&
        Number.isInteger(categoryId) &&
        categoryId > 0 &&
        !knownCategories.has(categoryId)
      ) {
        errors.push(`categoryId: ${MESSAGES.categoryMissing}`);
      }
      if (errors.length > 0) {
        invalidDetails.push({ index, product: { name: rowName(values) }, errors });
        continue;
      }
      const fields = toStoredFields(kind.schema.parse(values));
      valid.push({ name: fields.name, fields });
    }

    // Rows are written in parallel batches, so within the file the first row with a slug wins up front.
    const seen = new Set<string>();
    const insertResults: InsertResult[] = [];
    const firstId = valid.length > 0 ? await nextId(connection, 'products', valid.length) : 0;
    for (let start = 0; start < valid.length; start += WRITE_BATCH) {
      const batch = valid.slice(start, start + WRITE_BATCH).map(async ({ name, fields }, offset) => {
        if (seen.has(fields.slug)) {
          return { product: { name }, status: 'error' as const, message: duplicateSlug(fields.slug).message, id: null };
        }
        seen.add(fields.slug);
        const id = firstId + start + offset;
        const doc = new Product({ id, ...fields });
        recordEvent(doc, 'ProductCreated', id, productEventData(doc));
        try {
          await saveProduct(doc);
          return { product: { name }, status: 'success' as const, message: 'Product imported', id };
        } catch (err) {
          const message = err instanceof Conflict ? err.message : 'The product could not be saved';
          return { product: { name }, status: 'error' as const, message, id: null };
        }
      });
      insertResults.push(...(await Promise.all(batch)));
    }
    if (insertResults.some((r) => r.status === 'success')) published();
    const inserted = insertResults.filter((r) => r.status === 'success').length;
    return {
      total: rows.length,
      valid: valid.length,
      inserted,
      errors: invalidDetails.length + (valid.length - inserted),
      invalidDetails,
      insertResults,
    };
  }

  return {
    Query: {
      productTemplateCsv: (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return productTemplateCsv();
      },
      hireProductTemplateCsv: (_: unknown, __: unknown, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return hireProductTemplateCsv();
      },
    },
    Mutation: {
      importProducts: async (_: unknown, { csv }: { csv: string }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        return importRows(SALE, SALE_COLUMNS, csv);
      },
      importHireProducts: async (_: unknown, { csv }: { csv: string }, ctx: SubgraphContext) => {
        requireAdmin(ctx);
        const report = await importRows(HIRE, HIRE_COLUMNS, csv);
        return {
          imported: report.inserted,
          total: report.total,
          invalidDetails: report.invalidDetails,
          insertResults: report.insertResults,
        };
      },
    },
  };
}
