import { registrationText, type BusinessLetterhead } from '@shop/contracts';

type Doc = PDFKit.PDFDocument;

/** What the quote and the VAT documents share on paper: their margins, ink and fonts, and the letterhead band. */
export const MARGIN = 50;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

const BAND_HEIGHT = 96;

/**
 * The letterhead across the top of the first page: the business's name, and its contact and registration details.
 * Answers where the page's content starts below it.
 */
export function letterheadBand(doc: Doc, business: BusinessLetterhead): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(INK);
  doc.font(BOLD).fontSize(20).fillColor('#ffffff').text(business.name, MARGIN, 34, { width: 260 });
  const contact = [business.address, business.phone, business.email, registrationText(business)]
    .filter(Boolean)
    .join('\n');
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor('#e5e7eb')
    .text(contact, MARGIN + 270, 30, { width: width - 270, align: 'right' });
  return BAND_HEIGHT + 20;
}

/** The document's bytes once it is ended. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
