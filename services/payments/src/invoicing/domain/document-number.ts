/**
 * The numbers of the shop's VAT documents: one sequence per kind and calendar year for the whole business, gap-free,
 * e.g. INV-2026-000123 and CN-2026-000045. Six digits sort as numbers do (a year's millionth document would
 * need a seventh).
 */
export const DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };
const DIGITS = 6;

/** A kind's sequence for a year, e.g. "INV-2026": every number of it starts so. */
export const seriesOf = (kind: DocumentKind, year: number): string => `${PREFIX[kind]}-${year}`;

/** The document numbered `sequence` (from 1) in its series. */
export const documentNumber = (series: string, sequence: number): string =>
  `${series}-${String(sequence).padStart(DIGITS, '0')}`;

const NUMBER = /^(INV|CN)-(\d{4})-(\d{6,})$/;

/** A document number as written (any case), or null when it is not one. */
export function parseDocumentNumber(text: string): { kind: DocumentKind; year: number; sequence: number } | null {
  const match = NUMBER.exec(text.trim().toUpperCase());
  if (!match) return null;
  return {
    kind: match[1] === 'INV' ? 'invoice' : 'credit-note',
    year: Number(match[2]),
    sequence: Number(match[3]),
  };
}
