import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { quoteRevisionLabel, type BusinessLetterhead, type QuoteDocument } from '@shop/contracts';
import { renderQuotePdf } from '@shop/quote-document';

/** About a hundred and fifty sent revisions' files a replica keeps at once. */
const KEPT_BYTES = 16 * 1024 * 1024;

/** A short fingerprint of a letterhead: part of a kept file's key, so a changed letterhead draws files afresh. */
const fingerprint = (letterhead: BusinessLetterhead) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        letterhead.name,
        letterhead.address,
        letterhead.email,
        letterhead.phone ?? null,
        letterhead.vatNumber ?? null,
        letterhead.companyNumber ?? null,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);

/**
 * A sent revision's PDF, made from the document it was sent as, on the shop's current letterhead (from the email
 * settings, see the kit's letterhead-view.ts). A sent revision never changes, so its file on a letterhead is drawn
 * once and kept (within `keptBytes`, the least asked for going first), and requests for a file being drawn share the
 * one drawing.
 */
export function quotePdfs(
  letterheadNow: () => Promise<BusinessLetterhead>,
  keptBytes = KEPT_BYTES,
): (document: QuoteDocument) => Promise<Buffer> {
  const kept = new LRUCache<string, Buffer>({ maxSize: keptBytes, sizeCalculation: (pdf) => pdf.length });
  const drawing = new Map<string, Promise<Buffer>>();
  return async (document) => {
    const letterhead = await letterheadNow();
    const key = `${quoteRevisionLabel(document)} ${fingerprint(letterhead)}`;
    const pdf = kept.get(key);
    if (pdf) return pdf;
    let pending = drawing.get(key);
    if (!pending) {
      pending = renderQuotePdf(document, letterhead)
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
