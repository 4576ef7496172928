import type { BusinessLetterhead } from '@shop/contracts';
import { SAMPLE_BUSINESS, readPdf, sampleQuote } from '@shop/quote-document/testing';
import { quotePdfs } from '../src/modules/quotes/application/quote-pdf';

const onLetterhead = (letterhead: BusinessLetterhead) => async () => letterhead;

describe("a sent revision's PDF", () => {
  it('is drawn once and kept: the same revision asked again, or at once, is the same file', async () => {
    const pdfOf = quotePdfs(onLetterhead(SAMPLE_BUSINESS));
    const { document } = sampleQuote({ lines: 3 });
    const [first, atOnce] = await Promise.all([pdfOf(document), pdfOf(document)]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(atOnce).toBe(first);
    expect(await pdfOf(document)).toBe(first);
  });

  it('is drawn for each revision of its own', async () => {
    const pdfOf = quotePdfs(onLetterhead(SAMPLE_BUSINESS));
    const { document } = sampleQuote({ lines: 3 });
    const revised = { ...document, revision: document.revision + 1 };
    expect(await pdfOf(revised)).not.toBe(await pdfOf(document));
  });

  it('lets the least asked-for files go once the kept bytes are full', async () => {
    const { document } = sampleQuote({ lines: 3 });
    const pdfOf = quotePdfs(
      onLetterhead(SAMPLE_BUSINESS),
      (await quotePdfs(onLetterhead(SAMPLE_BUSINESS))(document)).length + 1,
    );
    const first = await pdfOf(document);
    await pdfOf({ ...document, revision: document.revision + 1 });
    const again = await pdfOf(document);
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it('is drawn afresh on a changed letterhead', async () => {
    let letterhead: BusinessLetterhead = SAMPLE_BUSINESS;
    const pdfOf = quotePdfs(async () => letterhead);
    const { document } = sampleQuote({ lines: 3 });
    const before = await pdfOf(document);
    letterhead = { ...SAMPLE_BUSINESS, vatNumber: 'GB987654321' };
    const after = await pdfOf(document);
    expect(after).not.toBe(before);
    expect((await readPdf(after, 0.25)).text).toContain('VAT No. GB987654321');
  });
});
