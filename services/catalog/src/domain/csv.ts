import { parse } from 'csv-parse/sync';
import { Invalid, PayloadTooLarge } from '@shop/kit';

/** Reading product CSV files: header recognition, cell conversion and the row limit. */
export const MAX_IMPORT_ROWS = 5000;

type CellType = 'text' | 'number' | 'boolean';

export const SALE_COLUMNS = {
  name: 'text',
  slug: 'text',
  description: 'text',
  price: 'number',
  compareAtPrice: 'number',
  imageUrl: 'text',
  categoryId: 'number',
  stock: 'number',
  isNew: 'boolean',
  isOnSale: 'boolean',
  isLimited: 'boolean',
  isLargeHeavy: 'boolean',
  customShippingCost: 'number',
  rating: 'number',
  reviewCount: 'number',
} as const satisfies Record<string, CellType>;

export const HIRE_COLUMNS = {
  ...SALE_COLUMNS,
  hirePriceDaily: 'number',
  hirePriceWeekly: 'number',
  hirePriceMonthly: 'number',
  deliveryAvailable: 'boolean',
  installationAvailable: 'boolean',
  deliveryPrice: 'number',
  installationPrice: 'number',
  turnaroundDays: 'number',
  powerRequirement: 'text',
} as const satisfies Record<string, CellType>;

export type ColumnSet = Record<string, CellType>;

/** Header spellings people use besides the field names themselves. */
const ALIASES: Record<string, string> = {
  category: 'categoryId',
  image: 'imageUrl',
  dailyrate: 'hirePriceDaily',
  weeklyrate: 'hirePriceWeekly',
  monthlyrate: 'hirePriceMonthly',
  deliveryfee: 'deliveryPrice',
  installationfee: 'installationPrice',
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Field named by a header cell ("compare_at_price", "Compare At Price", "compareAtPrice"), if any. */
export function fieldForHeader(header: string, columns: ColumnSet): string | null {
  const key = headerKey(header);
  const field = Object.keys(columns).find((f) => headerKey(f) === key) ?? ALIASES[key];
  return field && field in columns ? field : null;
}

/** '£1,299.00' -> 1299; blank -> undefined; anything unreadable stays text for the validator to name. */
export function numberCell(raw: string): unknown {
  const cleaned = raw.replace(/[£,\s]/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : raw;
}

export function booleanCell(raw: string): unknown {
  const value = raw.trim().toLowerCase();
  if (value === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return raw;
}

export interface CsvRow {
  /** 1-based data row number (the header is not counted). */
  index: number;
  values: Record<string, unknown>;
}

/**
 * Parses an uploaded CSV (UTF-8 BOM, quoted fields with commas and newlines, blank lines) into
 * rows keyed by field. Unknown columns are ignored; a file with no recognised column is refused.
 */
export function readCsvRows(text: string, columns: ColumnSet): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (err) {
    throw new Invalid(`file: The CSV file could not be read: ${(err as Error).message}`, 'file');
  }
  records = records.filter((cells) => cells.some((cell) => cell !== ''));
  if (records.length === 0) throw new Invalid('file: The CSV file is empty', 'file');
  const [header, ...data] = records;
  const fields = header.map((cell) => fieldForHeader(cell, columns));
  if (fields.every((f) => f === null)) {
    throw new Invalid(
      `file: No recognised columns in the header row; expected columns such as ${Object.keys(columns).slice(0, 8).join(', ')} (download the template)`,
      'file',
    );
  }
  if (data.length > MAX_IMPORT_ROWS) {
    throw new PayloadTooLarge(
      `The CSV file has ${data.length} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} can be imported at once`,
    );
  }
  return data.map((cells, i) => {
    const values: Record<string, unknown> = {};
    fields.forEach((field, column) => {
      const raw = cells[column];
      if (field === null || raw === undefined) return;
      const type = columns[field];
      values[field] =
        type === 'number' ? numberCell(raw) : type === 'boolean' ? booleanCell(raw) : raw === '' ? undefined : raw;
    });
    return { index: i + 1, values };
  });
}

/** One CSV line, quoting cells that need it. */
export function csvLine(cells: Array<string | number | boolean | null>): string {
  return cells
    .map((cell) => {
      const text = cell === null ? '' : String(cell);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
