import { formatPence, hireTerms, type QuoteDocument } from '@shop/contracts';
import { renderQuotePdf } from '../src';
import { SAMPLE_BUSINESS, inkIn, readPdf, sampleQuote } from '../src/testing';

const TABLE_HEADER = 'Description Qty Charged as Unit price Line price';
/** A line's row as the PDF's text has it: description, quantity, then how it is charged. */
const rowOf = (line: QuoteDocument['lines'][number]) => `${line.description} ${line.quantity} `;
/** The text as one line: a block's wrapping is the layout's business. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const rowsIn = (text: string, document: QuoteDocument) =>
  document.lines.filter((line) => text.split('\n').some((row) => row.startsWith(rowOf(line))));

describe('a sent quote as a PDF', () => {
  const { document } = sampleQuote({ lines: 6 });
  let pdf: Buffer;
  let read: Awaited<ReturnType<typeof readPdf>>;

  beforeAll(async () => {
    pdf = await renderQuotePdf(document, SAMPLE_BUSINESS);
    read = await readPdf(pdf, 0.5);
  });

  it('parses, and holds the number, the dates, the customer, every line, the charges and the deposits', () => {
    const { text } = read;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(read.pages).toHaveLength(1);
    for (const fact of [
      SAMPLE_BUSINESS.name,
      SAMPLE_BUSINESS.email,
      'Quote Q-2026-0042 rev 2',
      'Issued 12 Jun 2026',
      'Valid until 26 Jun 2026',
      document.customer.name,
      document.customer.email,
      '01 Jul 2026 to 11 Jul 2026',
      '10 days',
      `Total ${formatPence(document.totalPence)}`,
      `VAT 20% ${formatPence(document.vatPence)}`,
      `Discount -${formatPence(document.discountPence)}`,
      `Booking deposit due on acceptance ${formatPence(document.bookingDepositPence)}`,
      `Balance due by 24 Jun 2026 ${formatPence(document.totalPence - document.bookingDepositPence)}`,
      formatPence(document.securityDepositPence),
      document.notes!,
      hireTerms(7500)[0],
    ]) {
      expect(text).toContain(fact);
    }
    expect(flat(text)).toContain('The Pier Pavilion, 1 Marine Parade, Brighton, BN2 1TL');
    // The damage waiver's cover, with the excess the quote was sent with.
    expect(flat(text)).toContain('accidental damage is charged up to an excess of £75.00 for each damaged item');
    expect(rowsIn(text, document)).toEqual(document.lines);
    const [rig] = document.lines;
    expect(text).toContain(
      `${rowOf(rig)}1 week + 3 days ${formatPence(rig.unitPence!)} ${formatPence(rig.linePence!)}`,
    );
    expect(text).toContain('Crew: two technicians for the get-in 1 Fixed charge £360.00 £360.00');
    expect(text).not.toContain('Call for price');
  });

  it('carries the letterhead (name, address, phone, email, VAT and company numbers) and the net before VAT', () => {
    const { text, pages } = read;
    for (const fact of [SAMPLE_BUSINESS.address, SAMPLE_BUSINESS.phone, SAMPLE_BUSINESS.email]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('VAT No. GB123456789 · Company No. 01234567');
    // Every page's foot names the business with its registration, as the law asks of its documents.
    for (const page of pages)
      expect(page).toContain('SoundHire Pro · VAT No. GB123456789 · Company No. 01234567 · Quote');
    expect(document.netPence + document.vatPence).toBe(document.totalPence);
    expect(text).toContain(`Net (before VAT) ${formatPence(document.netPence)}`);
  });

  it('is the same bytes for the same document', async () => {
    expect((await renderQuotePdf(document, SAMPLE_BUSINESS)).equals(pdf)).toBe(true);
  });

  it('looks like a quote on its first page: A4, a dark letterhead band, a table of lines, white margins', () => {
    const page = read.firstPage;
    expect(page.height / page.width).toBeCloseTo(297 / 210, 2);
    expect(inkIn(page, { left: 0, top: 0, right: 1, bottom: 1 })).toBeGreaterThan(0.05);
    // The letterhead is a band of solid colour across the top.
    expect(inkIn(page, { left: 0, top: 0, right: 1, bottom: 0.1 })).toBeGreaterThan(0.9);
    // The table (its shaded header, rows and prices) sits under the customer block, left to right.
    const table = { top: 0.27, bottom: 0.45 };
    expect(inkIn(page, { ...table, left: 0.08, right: 0.35 })).toBeGreaterThan(0.03);
    expect(inkIn(page, { ...table, left: 0.65, right: 0.92 })).toBeGreaterThan(0.03);
    // The side margins below the band are empty paper.
    expect(inkIn(page, { left: 0, top: 0.12, right: 0.06, bottom: 1 })).toBe(0);
    expect(inkIn(page, { left: 0.94, top: 0.12, right: 1, bottom: 1 })).toBe(0);
  });
});

describe('what a quote says about its dates and prices', () => {
  it('names the weekend rate when a Friday-to-Monday hire is charged as one day', async () => {
    const { document } = sampleQuote({ lines: 3, startDate: '2026-06-12', endDate: '2026-06-15' });
    const { text } = await readPdf(await renderQuotePdf(document, SAMPLE_BUSINESS));
    expect(flat(text)).toContain('3 days, charged as 1 day (weekend rate)');
    expect(text).toContain(`${rowOf(document.lines[0])}1 day `);
  });

  it('writes "Call for price" for a line without a price', async () => {
    const { document } = sampleQuote({ lines: 2 });
    const unpriced = {
      ...document,
      lines: [{ ...document.lines[0], unitPence: null, linePence: null, breakdown: [] }],
    };
    const { text } = await readPdf(await renderQuotePdf(unpriced, SAMPLE_BUSINESS));
    expect(text).toContain(`${rowOf(unpriced.lines[0])}- Call for price Call for price`);
  });
});

describe('a long quote', () => {
  it('runs over pages with the table header on each, and keeps every one of its 50 lines', async () => {
    const { document } = sampleQuote({ lines: 50 });
    const { pages, text } = await readPdf(await renderQuotePdf(document, SAMPLE_BUSINESS));
    expect(pages.length).toBeGreaterThan(1);
    expect(rowsIn(text, document)).toEqual(document.lines);
    const pagesWithLines = pages.filter((page) => rowsIn(page, document).length > 0);
    expect(pagesWithLines.length).toBeGreaterThan(1);
    for (const page of pagesWithLines) expect(page).toContain(TABLE_HEADER);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.at(-1)).toContain(hireTerms(7500).at(-1));
    expect(text).toContain(`Total ${formatPence(document.totalPence)}`);
  });
});
