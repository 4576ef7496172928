import { parse } from 'csv-parse/sync';
import {
  MAX_UNITS_PER_ADD,
  UNIT_CSV_MESSAGES as M,
  csvLineProblem,
  tagsRepeatedInFile,
  unitCsvRowSchema,
  type NewHireUnit,
} from '@shop/contracts';
import { Conflict, Invalid } from '@shop/kit';

/** Problems named in one refusal; the rest are counted. */
const PROBLEMS_SHOWN = 20;

/** Header spellings of the two columns ("Tag", "asset_tag", "Serial number"). */
const COLUMN_OF: Record<string, 'tag' | 'serial'> = {
  tag: 'tag',
  assettag: 'tag',
  serial: 'serial',
  serialnumber: 'serial',
};
const columnOf = (header: string) => COLUMN_OF[header.toLowerCase().replace(/[^a-z]/g, '')];

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

function readRecords(text: string): CsvRecord[] {
  try {
    // With `info`, each record comes with where it ended in the file; the library's types do not say so.
    const records: unknown = parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    });
    return records as CsvRecord[];
  } catch (err) {
    throw new Invalid(`file: ${M.unreadable}: ${(err as Error).message}`, 'file');
  }
}

const problemList = (problems: readonly string[]) =>
  problems.slice(0, PROBLEMS_SHOWN).join('; ') +
  (problems.length > PROBLEMS_SHOWN ? `; and ${problems.length - PROBLEMS_SHOWN} more` : '');

/**
 * The units a CSV file adds (a header row naming `tag` and optionally `serial`, then a unit a
 * line), all or none: any line that fails the row schema refuses the file with every such line
 * named by its number, and a tag on more than one line refuses it with those tags and lines.
 */
export function readUnitCsv(text: string): NewHireUnit[] {
  const records = readRecords(text).filter(({ record }) => record.some((cell) => cell !== ''));
  if (records.length < 2) throw new Invalid(`file: ${M.empty}`, 'file');
  const [header, ...rows] = records;
  const columns = header.record.map(columnOf);
  const tagColumn = columns.indexOf('tag');
  const serialColumn = columns.indexOf('serial');
  if (tagColumn < 0) throw new Invalid(`file: ${M.header}`, 'file');
  if (rows.length > MAX_UNITS_PER_ADD) throw new Invalid(`file: ${M.tooMany}`, 'file');

  const units: NewHireUnit[] = [];
  const problems: string[] = [];
  const linesOfTag = new Map<string, number[]>();
  for (const { record, info } of rows) {
    const parsed = unitCsvRowSchema.safeParse({
      tag: record[tagColumn] ?? '',
      serial: serialColumn < 0 ? null : record[serialColumn],
    });
    if (!parsed.success) {
      problems.push(...new Set(parsed.error.issues.map((issue) => csvLineProblem(info.lines, issue.message))));
      continue;
    }
    units.push(parsed.data);
    linesOfTag.set(parsed.data.tag, [...(linesOfTag.get(parsed.data.tag) ?? []), info.lines]);
  }
  if (problems.length) throw new Invalid(`file: ${problemList(problems)}`, 'file');
  const repeats = [...linesOfTag].filter(([, lines]) => lines.length > 1).map(([tag, lines]) => ({ tag, lines }));
  if (repeats.length) throw new Conflict(`file: ${tagsRepeatedInFile(repeats)}`, 'file');
  return units;
}
