import type { VatDocumentPrint } from '@shop/quote-document';
import type { VatDocument } from '../models/vat-document';

/** A document as its PDF prints it. */
export const printOf = (d: VatDocument): VatDocumentPrint => ({
  kind: d.kind,
  number: d._id,
  issuedAt: new Date(d.issuedAt).toISOString(),
  supplyDate: d.supplyDate,
  reference: d.reference,
  seller: d.seller,
  customer: d.customer,
  lines: d.lines,
  netPence: d.netPence,
  vatPence: d.vatPence,
  grossPence: d.grossPence,
  creditedInvoice: d.creditedInvoice,
});
