import { invoiceMonthQuerySchema, paymentSubjectQuerySchema, toGbp, ukCalendarDay } from '@shop/contracts';
import { NotFound, parseInput } from '@shop/kit';
import { renderVatDocumentPdf } from '@shop/quote-document';
import { parseDocumentNumber } from '../domain/document-number';
import type { InvoicingModels } from '../models';
import type { VatDocument } from '../models/vat-document';
import { printOf } from './document-print';

const byIssue = { issuedAt: 1, _id: 1 } as const;

/** Reading the issued documents: a sale's, one by number (and its PDF), a month's, and the month for the accountant. */
export function documentQueries({ VatDocument }: Pick<InvoicingModels, 'VatDocument'>) {
  const byNumber = async (number: string): Promise<VatDocument> => {
    const parsed = parseDocumentNumber(number);
    const document = parsed && (await VatDocument.findOne({ _id: number.trim().toUpperCase() }).lean<VatDocument>());
    if (!document) throw new NotFound(`No invoice or credit note ${number}`);
    return document;
  };
  const ofMonth = async (query: unknown): Promise<VatDocument[]> => {
    const { month } = parseInput(invoiceMonthQuerySchema, query);
    return VatDocument.find({ month }).sort(byIssue).lean<VatDocument[]>();
  };

  return {
    /** An order's or a booking's invoices and credit notes, oldest first. */
    ofSubject: async (query: unknown): Promise<VatDocument[]> => {
      const { subjectType, subjectId } = parseInput(paymentSubjectQuerySchema, query);
      return VatDocument.find({ subjectType, subjectId }).sort(byIssue).lean<VatDocument[]>();
    },
    byNumber,
    pdfOf: async (number: string): Promise<{ number: string; pdf: Buffer }> => {
      const document = await byNumber(number);
      return { number: document._id, pdf: await renderVatDocumentPdf(printOf(document)) };
    },
    ofMonth,
    /**
     * A month's documents for the accountant, one row each in issue order: a credit note's amounts negative, so the
     * columns add up to the month's net sales.
     */
    csvOfMonth: async (query: unknown): Promise<string> => monthCsv(await ofMonth(query)),
  };
}

export type DocumentQueries = ReturnType<typeof documentQueries>;

const CSV_HEADER = ['number', 'date', 'customer', 'net', 'vat', 'gross', 'kind', 'reference', 'credits'];

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break; a formula's lead made text. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function monthCsv(documents: readonly VatDocument[]): string {
  const money = (pence: number, document: VatDocument) =>
    toGbp(document.kind === 'credit-note' ? -pence : pence).toFixed(2);
  const rows = documents.map((d) => [
    d._id,
    ukCalendarDay(new Date(d.issuedAt)),
    d.customer.name,
    money(d.netPence, d),
    money(d.vatPence, d),
    money(d.grossPence, d),
    d.kind,
    d.reference,
    d.creditedInvoice ?? '',
  ]);
  return [CSV_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
