import { BUSINESS_IDENTITY, type QuoteDocument } from '@shop/contracts';
import { renderQuotePdf } from '@shop/quote-document';

/**
 * A sent revision's PDF, made from the document it was sent as, on the shop's letterhead. Made on
 * demand rather than stored: the document is kept, and the file follows from it.
 */
export const quotePdf = (document: QuoteDocument): Promise<Buffer> => renderQuotePdf(document, BUSINESS_IDENTITY);
