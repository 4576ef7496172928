import type { VatDocument } from '../models/vat-document';

/** A document as the internal API answers it (amounts in pence; the gateway gives them in GBP). */
export const documentView = (d: VatDocument) => ({
  number: d._id,
  kind: d.kind,
  issuedAt: d.issuedAt,
  supplyDate: d.supplyDate,
  reference: d.reference,
  subjectType: d.subjectType,
  subjectId: d.subjectId,
  paymentId: d.paymentId,
  seller: d.seller,
  customer: d.customer,
  lines: d.lines,
  netPence: d.netPence,
  vatPence: d.vatPence,
  grossPence: d.grossPence,
  creditedInvoice: d.creditedInvoice,
});
