import PDFDocument from 'pdfkit';
import { VAT_DOCUMENT_TITLES, formatDayMonthYear, formatPence, type BusinessLetterhead } from '@shop/contracts';
import { BOLD, INK, MARGIN, MUTED, REGULAR, RULE, letterheadBand, pdfBytes } from './letterhead-page';

/** A line of a VAT invoice or credit note, in pence. */
export interface VatDocumentLine {
  description: string;
  quantity: number;
  unitNetPence: number;
  /** A whole percentage. */
  vatRate: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** A VAT invoice or credit note as issued: what HMRC lists for a full VAT invoice. */
export interface VatDocumentPrint {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** ISO time. */
  issuedAt: string;
  /** The time of supply, a UK day YYYY-MM-DD. */
  supplyDate: string;
  reference: string;
  seller: BusinessLetterhead;
  customer: { name: string; address: string[]; email: string | null };
  lines: VatDocumentLine[];
  netPence: number;
  vatPence: number;
  grossPence: number;
  /** A credit note's invoice. */
  creditedInvoice: string | null;
}

type Doc = PDFKit.PDFDocument;

/** The lines table's columns across the 495 pt between the margins. */
const COLUMNS = [
  { title: 'Description', width: 170, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Unit net', width: 60, align: 'right' },
  { title: 'VAT rate', width: 45, align: 'right' },
  { title: 'Net', width: 60, align: 'right' },
  { title: 'VAT', width: 60, align: 'right' },
  { title: 'Total', width: 70, align: 'right' },
] as const;

const title = (print: VatDocumentPrint) => VAT_DOCUMENT_TITLES[print.kind];
const dayOf = (day: string) => formatDayMonthYear(`${day}T12:00:00.000Z`);

function header(doc: Doc, print: VatDocumentPrint): number {
  const width = doc.page.width - 2 * MARGIN;
  const top = letterheadBand(doc, print.seller);
  let y = top;
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor(INK)
    .text(`${title(print)} ${print.number}`, MARGIN, y, { width });
  y += 28;
  const facts = [
    `Date of issue: ${formatDayMonthYear(print.issuedAt)}`,
    `Time of supply: ${dayOf(print.supplyDate)}`,
    `For: ${print.reference}`,
    print.creditedInvoice && `Credits invoice: ${print.creditedInvoice}`,
    print.seller.vatNumber ? `Seller's VAT number: ${print.seller.vatNumber}` : null,
  ].filter(Boolean) as string[];
  doc.font(REGULAR).fontSize(10).fillColor(INK);
  for (const fact of facts) {
    doc.text(fact, MARGIN, y, { width: 280 });
    y += 14;
  }
  const customer = [print.customer.name, ...print.customer.address, print.customer.email].filter(Boolean).join('\n');
  doc
    .font(BOLD)
    .fontSize(10)
    .text('Customer', MARGIN + 300, top + 28, { width: width - 300 });
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(customer, MARGIN + 300, top + 42, { width: width - 300 });
  const customerBottom = top + 42 + doc.heightOfString(customer, { width: width - 300 });
  return Math.max(y, customerBottom) + 16;
}

function row(doc: Doc, y: number, cells: readonly string[], font: string): number {
  let x = MARGIN;
  const height = Math.max(
    ...cells.map((cell, i) =>
      doc
        .font(font)
        .fontSize(9)
        .heightOfString(cell, { width: COLUMNS[i].width - 6 }),
    ),
  );
  if (y + height > doc.page.height - MARGIN - 24) {
    doc.addPage();
    y = MARGIN;
  }
  cells.forEach((cell, i) => {
    doc
      .font(font)
      .fontSize(9)
      .fillColor(INK)
      .text(cell, x + 3, y, { width: COLUMNS[i].width - 6, align: COLUMNS[i].align });
    x += COLUMNS[i].width;
  });
  return y + height + 6;
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(doc.page.width - MARGIN, y - 3)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function linesTable(doc: Doc, print: VatDocumentPrint, top: number): number {
  let y = row(
    doc,
    top,
    COLUMNS.map((c) => c.title),
    BOLD,
  );
  for (const line of print.lines) {
    rule(doc, y);
    y = row(
      doc,
      y,
      [
        line.description,
        String(line.quantity),
        formatPence(line.unitNetPence),
        `${line.vatRate}%`,
        formatPence(line.netPence),
        formatPence(line.vatPence),
        formatPence(line.grossPence),
      ],
      REGULAR,
    );
  }
  return y + 10;
}

function totals(doc: Doc, print: VatDocumentPrint, top: number) {
  const rows: Array<[string, number]> = [
    ['Total net', print.netPence],
    ['Total VAT', print.vatPence],
    [print.kind === 'invoice' ? 'Total' : 'Total credited', print.grossPence],
  ];
  let y = top;
  const x = doc.page.width - MARGIN - 250;
  for (const [i, [label, pence]] of rows.entries()) {
    const last = i === rows.length - 1;
    doc
      .font(last ? BOLD : REGULAR)
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    doc.text(label, x, y, { width: 150, align: 'right' });
    doc.text(formatPence(pence), x + 150, y, { width: 100, align: 'right' });
    y += 18;
  }
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Amounts in pounds sterling (GBP).', MARGIN, y + 10, { width: doc.page.width - 2 * MARGIN });
}

/**
 * A VAT invoice or credit note as an A4 PDF, as HMRC lists a full VAT invoice: the seller's name, address and VAT
 * number, the number, the date of issue and the time of supply, the customer's name and address, each line's
 * description, quantity, unit price without VAT, VAT rate, net, VAT and total, and the totals. pdfkit's own
 * Helvetica, as the quote's; the same document makes the same bytes.
 */
export function renderVatDocumentPdf(print: VatDocumentPrint): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title(print)} ${print.number}`,
      Author: print.seller.name,
      Subject: `${title(print)} for ${print.customer.name}`,
      CreationDate: new Date(print.issuedAt),
    },
  });
  const done = pdfBytes(doc);
  const afterHeader = header(doc, print);
  totals(doc, print, linesTable(doc, print, afterHeader));
  doc.end();
  return done;
}
