import type { QuoteDocument } from '@shop/contracts';
import { quotePdfFileName, renderQuotePdf, type Business } from '@shop/quote-document';

/**
 * What an email's attachment is made from. The outgoing-email record keeps this, not the file: the
 * delivery job makes the file each time it sends, so no binary sits in the log or in Redis.
 */
export interface QuotePdfAttachment {
  kind: 'quote-pdf';
  document: QuoteDocument;
  /** The letterhead as the settings named the business when the email was recorded. */
  business: Business;
}
/** A paid order's VAT invoice, asked of payments (which issues it) when the email is sent. */
export interface OrderInvoiceAttachment {
  kind: 'order-invoice';
  orderId: number;
}
export type AttachmentSource = QuotePdfAttachment | OrderInvoiceAttachment;

export interface AttachmentFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A quote's PDF, drawn from what the record keeps. */
export async function attachmentFile(source: QuotePdfAttachment): Promise<AttachmentFile> {
  return {
    filename: quotePdfFileName(source.document),
    content: await renderQuotePdf(source.document, source.business),
    contentType: 'application/pdf',
  };
}
