import type { VatDocumentListed } from '@shop/contracts';
import { downloadFile, requestJson } from '../../lib/rest';

/** A sale's VAT invoices and credit notes (REST: payments has no GraphQL), e.g. `/api/orders/1042/invoices`. */
export const vatDocumentsAt = (path: string) => requestJson<VatDocumentListed[]>(path);

/** A month's (YYYY-MM) invoices and credit notes as the accountant's CSV, downloaded. */
export const downloadMonthCsv = (month: string) =>
  downloadFile(`/api/admin/invoices.csv?month=${month}`, `invoices-${month}.csv`);
