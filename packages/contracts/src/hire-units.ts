import { z } from 'zod';
import { optionalText } from './fields';
import { HIRE_PAYMENT_METHODS } from './hire-quote-desk';
import { toPence } from './money';

/**
 * The hire fleet on the warehouse floor: each unit of a hire product with its asset tag, and the
 * desk's inputs for adding units, dispatching a booking and taking it back.
 */

/** available: on the shelf; out: on a booking; in-repair and retired count in no availability. */
export const HIRE_UNIT_STATES = ['available', 'out', 'in-repair', 'retired'] as const;
export type HireUnitState = (typeof HIRE_UNIT_STATES)[number];

/** The states a unit counts in the fleet (the product's stock) in. */
export const UNIT_STATES_IN_SERVICE: readonly HireUnitState[] = ['available', 'out'];

/** How a unit came back. Damaged goes to repair; missing is retired. */
export const RETURN_CONDITIONS = ['ok', 'damaged', 'missing'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Longest note the desk gives a unit's move. */
export const UNIT_NOTE_MAX = 1000;

/** Most units one add or one CSV import makes: a warehouse's whole fleet of a product at once. */
export const MAX_UNITS_PER_ADD = 5000;
const MAX_UNITS = MAX_UNITS_PER_ADD.toLocaleString('en-GB');

export const HIRE_UNIT_MESSAGES = {
  tag: 'Asset tag must be 1 to 40 letters, digits, dashes, dots or slashes',
  serial: 'Serial number must be at most 100 characters',
  note: `Note must be at most ${UNIT_NOTE_MAX} characters`,
  pattern: 'Tag pattern must hold one run of # for the number, e.g. DJ-CDJ-###',
  count: `Count must be a whole number from 1 to ${MAX_UNITS}`,
  start: 'Start must be a whole number of at least 1',
  units: `Give a tag pattern and a count, or 1 to ${MAX_UNITS} tags`,
  charge: 'Charge must be an amount from 0 to 100000',
  condition: `Condition must be one of ${RETURN_CONDITIONS.join(', ')}`,
  returns: 'List each unit coming back once',
} as const;
const M = HIRE_UNIT_MESSAGES;

/** Asset tags are compared as written upper-cased, so a scanner and a keyboard find the same unit. */
export const assetTagSchema = z
  .string({ error: M.tag })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9./-]{0,39}$/, M.tag);

/** The desk's confirmation that a unit goes out more than the usual days before its booking starts. */
export const earlyDispatchSchema = z
  .boolean({ error: 'early is true or false' })
  .nullish()
  .transform((v) => v ?? false);

const note = optionalText.refine((v) => v === null || v.length <= UNIT_NOTE_MAX, M.note);

const newUnit = z.object({
  tag: assetTagSchema,
  serialNumber: optionalText.refine((v) => v === null || v.length <= 100, M.serial),
});
export type NewHireUnit = z.output<typeof newUnit>;

/** Units the desk adds: a tag pattern (`DJ-CDJ-###`) with a count and first number, or a list of tags. */
export const addHireUnitsSchema = z.union(
  [
    z.object({
      pattern: z
        .string({ error: M.pattern })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9./-]*#+[A-Z0-9./-]*$/, M.pattern)
        .max(40, M.pattern),
      count: z.number({ error: M.count }).int(M.count).min(1, M.count).max(MAX_UNITS_PER_ADD, M.count),
      start: z.number({ error: M.start }).int(M.start).min(1, M.start).nullish(),
    }),
    z.object({ units: z.array(newUnit, { error: M.units }).min(1, M.units).max(MAX_UNITS_PER_ADD, M.units) }),
  ],
  { error: M.units },
);
export type AddHireUnitsInput = z.output<typeof addHireUnitsSchema>;

/** The columns of a units CSV file (a header row names them; serial may be left out). */
export const UNIT_CSV_COLUMNS = ['tag', 'serial'] as const;

export const UNIT_CSV_MESSAGES = {
  unreadable: 'The CSV file could not be read',
  empty: 'The CSV file lists no units: a header row (tag, serial) and then one unit a line',
  header: 'The header row must name a tag column (and may name a serial column)',
  tooMany: `A CSV file can add at most ${MAX_UNITS} units at once`,
} as const;

/** A problem with one line of a CSV file, as the desk reads it (lines counted from 1, the header included). */
export const csvLineProblem = (line: number, message: string): string => `Line ${line}: ${message}`;

/** Tags a CSV file lists more than once, each with the lines it is on. */
export const tagsRepeatedInFile = (repeats: ReadonlyArray<{ tag: string; lines: readonly number[] }>): string =>
  `Listed more than once in the file: ${repeats.map(({ tag, lines }) => `${tag} (lines ${lines.join(', ')})`).join('; ')}`;

/** One line of a units CSV file: the unit it adds. */
export const unitCsvRowSchema = z
  .object({ tag: assetTagSchema, serial: newUnit.shape.serialNumber })
  .transform(({ tag, serial }): NewHireUnit => ({ tag, serialNumber: serial }));

/** A note with a repair or a retirement (why). */
export const unitNoteSchema = note;

/** One unit coming back: its tag, condition, a note and (damaged or missing) the desk's charge in GBP. */
export const unitReturnSchema = z.object({
  tag: assetTagSchema,
  condition: z.enum(RETURN_CONDITIONS, { error: M.condition }),
  note,
  charge: z
    .number({ error: M.charge })
    .min(0, M.charge)
    .max(100_000, M.charge)
    .nullish()
    .transform((gbp) => toPence(gbp ?? 0)),
});
export type UnitReturnInput = z.output<typeof unitReturnSchema>;

export const unitReturnsSchema = z
  .array(unitReturnSchema, { error: M.returns })
  .min(1, M.returns)
  .max(MAX_UNITS_PER_ADD, M.returns)
  .refine((list) => new Set(list.map((r) => r.tag)).size === list.length, M.returns);

/** How the deposit left after a return's charges goes back (bank transfer unless the desk says). */
export const refundMethodSchema = z
  .enum(HIRE_PAYMENT_METHODS, { error: `Refund method must be one of ${HIRE_PAYMENT_METHODS.join(', ')}` })
  .nullish()
  .transform((method) => method ?? 'bank-transfer');

/** A tag written from a pattern: its run of # replaced by the number, zero-padded to the run's width. */
export function tagFromPattern(pattern: string, n: number): string {
  return pattern.replace(/#+/, (run) => String(n).padStart(run.length, '0'));
}
