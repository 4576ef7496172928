import type { Connection } from 'mongoose';
import { letterheadViewModel } from '@shop/kit';
import { vatDocumentModel } from './vat-document';

export function createInvoicingModels(connection: Connection) {
  return { VatDocument: vatDocumentModel(connection), LetterheadView: letterheadViewModel(connection) };
}

export type InvoicingModels = ReturnType<typeof createInvoicingModels>;
