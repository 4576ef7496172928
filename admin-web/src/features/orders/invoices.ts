import type { VatDocumentListed } from '@shop/contracts';
import { downloadFile, requestJson } from '../../lib/rest';

/** An order's VAT invoice and credit notes (REST: payments has no GraphQL). */
export const invoicesOfOrder = (orderId: number) => requestJson<VatDocumentListed[]>(`/api/orders/${orderId}/invoices`);

/** A month's (YYYY-MM) invoices and credit notes as the accountant's CSV, downloaded. */
export const downloadMonthCsv = (month: string) =>
  downloadFile(`/api/admin/invoices.csv?month=${month}`, `invoices-${month}.csv`);
