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
export type AttachmentSource = QuotePdfAttachment;

export interface AttachmentFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

export async function attachmentFile(source: AttachmentSource): Promise<AttachmentFile> {
  return {
    filename: quotePdfFileName(source.document),
    content: await renderQuotePdf(source.document, source.business),
    contentType: 'application/pdf',
  };
}
