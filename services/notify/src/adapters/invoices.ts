import { signedInternalFetch } from '@shop/kit';
import type { AttachmentFile } from '../domain/attachments';

/** An order's VAT invoice as a file, or null while payments has not issued it yet. */
export type OrderInvoicePdf = (orderId: number) => Promise<AttachmentFile | null>;

/**
 * payments' internal API (signed, as every internal call is): the order's invoice among its documents, then its PDF.
 * A refusal or no answer throws, so the email's job tries again.
 */
export function orderInvoicePdfs(paymentsUrl: string, internalSecret: string): OrderInvoicePdf {
  const get = async (path: string) => {
    const res = await signedInternalFetch(paymentsUrl, internalSecret, { method: 'GET', path, timeoutMs: 15_000 });
    if (!res.ok) throw new Error(`payments answered ${res.status} for ${path}`);
    return res;
  };
  return async (orderId) => {
    const documents = (await (
      await get(`/internal/vat-documents?subjectType=order&subjectId=${orderId}`)
    ).json()) as Array<{ number: string; kind: string }>;
    const invoice = documents.find((document) => document.kind === 'invoice');
    if (!invoice) return null;
    const pdf = await get(`/internal/vat-documents/${invoice.number}/pdf`);
    return {
      filename: `${invoice.number}.pdf`,
      content: Buffer.from(await pdf.arrayBuffer()),
      contentType: 'application/pdf',
    };
  };
}
