import { sampleQuote } from '@shop/quote-document/testing';
import { quotePdfs } from '../src/application/quote-pdf';

describe("a sent revision's PDF", () => {
  it('is drawn once and kept: the same revision asked again, or at once, is the same file', async () => {
    const pdfOf = quotePdfs();
    const { document } = sampleQuote({ lines: 3 });
    const [first, atOnce] = await Promise.all([pdfOf(document), pdfOf(document)]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(atOnce).toBe(first);
    expect(await pdfOf(document)).toBe(first);
  });

  it('is drawn for each revision of its own', async () => {
    const pdfOf = quotePdfs();
    const { document } = sampleQuote({ lines: 3 });
    const revised = { ...document, revision: document.revision + 1 };
    expect(await pdfOf(revised)).not.toBe(await pdfOf(document));
  });

  it('lets the least asked-for files go once the kept bytes are full', async () => {
    const { document } = sampleQuote({ lines: 3 });
    const pdfOf = quotePdfs((await quotePdfs()(document)).length + 1);
    const first = await pdfOf(document);
    await pdfOf({ ...document, revision: document.revision + 1 });
    const again = await pdfOf(document);
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});
