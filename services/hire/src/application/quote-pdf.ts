import { LRUCache } from 'lru-cache';
import { BUSINESS_IDENTITY, quoteRevisionLabel, type QuoteDocument } from '@shop/contracts';
import { renderQuotePdf } from '@shop/quote-document';

/** About a hundred and fifty sent revisions' files a replica keeps at once. */
const KEPT_BYTES = 16 * 1024 * 1024;

/**
 * A sent revision's PDF, made from the document it was sent as, on the shop's letterhead. A sent
 * revision never changes, so its file is drawn once and kept (within `keptBytes`, the least asked
 * for going first), and requests for a file being drawn share the one drawing.
 */
export function quotePdfs(keptBytes = KEPT_BYTES): (document: QuoteDocument) => Promise<Buffer> {
  const kept = new LRUCache<string, Buffer>({ maxSize: keptBytes, sizeCalculation: (pdf) => pdf.length });
  const drawing = new Map<string, Promise<Buffer>>();
  return (document) => {
    const key = quoteRevisionLabel(document);
    const pdf = kept.get(key);
    if (pdf) return Promise.resolve(pdf);
    let pending = drawing.get(key);
    if (!pending) {
      pending = renderQuotePdf(document, BUSINESS_IDENTITY)
        .then((drawn) => {
          kept.set(key, drawn);
          return drawn;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };
}
