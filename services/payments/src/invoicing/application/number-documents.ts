import type { Model, mongo } from 'mongoose';
import { isDuplicateKeyError } from '@shop/kit';
import { documentNumber, seriesOf } from '../domain/document-number';
import { nextSequence } from '../domain/next-sequence';
import type { VatDocument } from '../models/vat-document';

/** A document before its number: everything but what numbering gives it. */
export type UnnumberedDocument = Omit<VatDocument, '_id' | 'series' | 'sequence'>;

/** A short random pause, longer with each clash, so issuers racing for one number spread out. */
const pause = (clashes: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(clashes, 10) * 5));

/**
 * Issues documents under gap-free numbers without transactions: a document is inserted with the next number of its
 * series as its `_id` and its source as a unique key, in one insert, so it either exists whole under its number or
 * not at all. A clash on the number (another issuer took it first) tries the next; a clash on the source means the
 * document is already issued, and that one is the answer. The next number is found by lookups by `_id` from the last
 * this process saw (nextSequence), since a series is always 1..N. A replica that stops between reading and inserting
 * has taken nothing, so no number is ever skipped.
 */
export function documentNumbering(VatDocument: Model<VatDocument>) {
  const lastSeen = new Map<string, number>();
  // Inserted as it is: a document is whole before it is numbered, and its string `_id` is the number.
  const documents = VatDocument.collection as unknown as mongo.Collection<VatDocument>;
  const isTaken = (series: string) => async (sequence: number) =>
    (await VatDocument.exists({ _id: documentNumber(series, sequence) })) !== null;

  const insertNumbered = async (series: string, document: UnnumberedDocument): Promise<VatDocument> => {
    for (let clashes = 0; ; clashes++) {
      const sequence = await nextSequence(isTaken(series), lastSeen.get(series) ?? 0);
      const numbered: VatDocument = { ...document, _id: documentNumber(series, sequence), series, sequence };
      try {
        await documents.insertOne(numbered);
        lastSeen.set(series, Math.max(sequence, lastSeen.get(series) ?? 0));
        return numbered;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        const issued = await VatDocument.findOne({ sourceKey: document.sourceKey }).lean<VatDocument>();
        if (issued) return issued;
        lastSeen.set(series, Math.max(sequence, lastSeen.get(series) ?? 0));
        await pause(clashes + 1);
      }
    }
  };
  // One issue at a time per series in this process: its own issues never race each other for a number, so clashes
  // are only with other replicas.
  const lanes = new Map<string, Promise<unknown>>();

  return (year: number, document: UnnumberedDocument): Promise<VatDocument> => {
    const series = seriesOf(document.kind, year);
    const issued = (lanes.get(series) ?? Promise.resolve()).then(() => insertNumbered(series, document));
    const lane = issued.catch(() => undefined);
    lanes.set(series, lane);
    void lane.then(() => lanes.get(series) === lane && lanes.delete(series));
    return issued;
  };
}

export type DocumentNumbering = ReturnType<typeof documentNumbering>;
