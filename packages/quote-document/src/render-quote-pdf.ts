import PDFDocument from 'pdfkit';
import {
  damageWaiverExcessOf,
  registrationText,
  formatDayMonthYear,
  hireTerms,
  quoteRevisionLabel,
  type BusinessLetterhead,
  type QuoteDocument,
} from '@shop/contracts';
import {
  chargeRows,
  deliveryAddressText,
  hireDaysText,
  hireDatesText,
  paymentRows,
  periodBreakdownText,
  priceText,
  type ChargeRow,
} from './quote-text';
import { BOLD, INK, MARGIN, MUTED, REGULAR, RULE, letterheadBand, pdfBytes } from './letterhead-page';

/** Who the quote is from: the letterhead, as the email settings have it. */
export type Business = BusinessLetterhead;

type Doc = PDFKit.PDFDocument;

const FOOTER_HEIGHT = 24;
const SHADE = '#f3f4f6';

/** The lines table's columns, left to right, across the page's width between the margins (495 pt). */
const COLUMNS = [
  { key: 'description', title: 'Description', width: 190, align: 'left' },
  { key: 'quantity', title: 'Qty', width: 35, align: 'right' },
  { key: 'period', title: 'Charged as', width: 110, align: 'left' },
  { key: 'unit', title: 'Unit price', width: 75, align: 'right' },
  { key: 'line', title: 'Line price', width: 85, align: 'right' },
] as const;
type Cells = Record<(typeof COLUMNS)[number]['key'], string>;
const CELL_PADDING = 5;

/**
 * Lays the quote out top to bottom, keeping the cursor `y`; a block that would run into the footer
 * starts a new page (the lines table repeats its header there).
 */
class Layout {
  y: number;
  readonly left = MARGIN;
  readonly width: number;

  constructor(readonly doc: Doc) {
    this.width = doc.page.width - 2 * MARGIN;
    this.y = MARGIN;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  /** Starts a new page unless `height` still fits; says whether it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  text(value: string, x: number, width: number, options: { font?: string; size?: number; color?: string } = {}) {
    this.doc
      .font(options.font ?? REGULAR)
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? INK)
      .text(value, x, this.y, { width, lineBreak: true });
  }

  heightOf(value: string, width: number, font = REGULAR, size = 9): number {
    return this.doc.font(font).fontSize(size).heightOfString(value, { width });
  }

  /** A section's title, kept on the page of the first `following` points of its section. */
  heading(title: string, following = 30) {
    this.ensureSpace(30 + following);
    this.y += 14;
    this.text(title, this.left, this.width, { font: BOLD, size: 11 });
    this.y += 16;
  }

  rule(color = RULE) {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }
}

function titleBlock(layout: Layout, document: QuoteDocument) {
  layout.text(`Quote ${quoteRevisionLabel(document)}`, layout.left, layout.width, { font: BOLD, size: 18 });
  layout.y += 26;
  layout.text(
    `Issued ${formatDayMonthYear(document.issuedAt)}    Valid until ${formatDayMonthYear(document.validUntil)}`,
    layout.left,
    layout.width,
    { size: 10, color: MUTED },
  );
  layout.y += 24;
}

/** Customer, delivery address and hire dates side by side. */
function partiesBlock(layout: Layout, document: QuoteDocument) {
  const { customer } = document;
  const columnWidth = (layout.width - 20) / 3;
  const blocks: Array<[string, string]> = [
    ['Customer', [customer.name, customer.email, customer.phone].filter(Boolean).join('\n')],
    ['Delivery address', deliveryAddressText(customer) ?? 'Collected by the customer'],
    ['Hire dates', `${hireDatesText(document)}\n${hireDaysText(document)}`],
  ];
  const top = layout.y;
  let height = 0;
  blocks.forEach(([label, value], i) => {
    const x = layout.left + i * (columnWidth + 10);
    layout.y = top;
    layout.text(label.toUpperCase(), x, columnWidth, { font: BOLD, size: 8, color: MUTED });
    layout.y += 12;
    layout.text(value, x, columnWidth, { size: 10 });
    height = Math.max(height, 12 + layout.heightOf(value, columnWidth, REGULAR, 10));
  });
  layout.y = top + height + 16;
}

const rowHeight = (layout: Layout, cells: Cells, font: string) =>
  Math.max(...COLUMNS.map((column) => layout.heightOf(cells[column.key], column.width - 2 * CELL_PADDING, font))) +
  2 * CELL_PADDING;

function row(layout: Layout, cells: Cells, options: { font: string; shade?: boolean }) {
  const height = rowHeight(layout, cells, options.font);
  if (options.shade) layout.doc.rect(layout.left, layout.y, layout.width, height).fill(SHADE);
  let x = layout.left;
  for (const column of COLUMNS) {
    layout.doc
      .font(options.font)
      .fontSize(9)
      .fillColor(INK)
      .text(cells[column.key], x + CELL_PADDING, layout.y + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
    x += column.width;
  }
  layout.y += height;
  layout.rule();
}

const HEADER_CELLS = Object.fromEntries(COLUMNS.map((column) => [column.key, column.title])) as Cells;

function linesTable(layout: Layout, document: QuoteDocument) {
  const header = () => row(layout, HEADER_CELLS, { font: BOLD, shade: true });
  layout.ensureSpace(60);
  header();
  for (const line of document.lines) {
    const cells: Cells = {
      description: line.description,
      quantity: String(line.quantity),
      period: periodBreakdownText(line.breakdown) || (line.preferredPeriod ? '-' : 'Fixed charge'),
      unit: priceText(line.unitPence),
      line: priceText(line.linePence),
    };
    if (layout.ensureSpace(rowHeight(layout, cells, REGULAR))) header();
    row(layout, cells, { font: REGULAR });
  }
}

/** Label and amount rows against the right margin. */
function amountRows(layout: Layout, rows: ChargeRow[], labelWidth: number) {
  const valueWidth = 90;
  const x = layout.left + layout.width - labelWidth - valueWidth;
  layout.ensureSpace(rows.length * 16 + 8);
  for (const { label, value, total } of rows) {
    if (total) {
      layout.y += 3;
      layout.doc
        .moveTo(x, layout.y)
        .lineTo(layout.left + layout.width, layout.y)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      layout.y += 5;
    }
    const font = total ? BOLD : REGULAR;
    const size = total ? 12 : 10;
    layout.doc.font(font).fontSize(size).fillColor(INK);
    layout.doc.text(label, x, layout.y, { width: labelWidth, align: 'right' });
    layout.doc.text(value, x + labelWidth, layout.y, { width: valueWidth, align: 'right' });
    layout.y += size + 5;
  }
}

function notesAndTerms(layout: Layout, document: QuoteDocument) {
  if (document.notes) {
    layout.heading('Notes from the hire desk');
    layout.ensureSpace(layout.heightOf(document.notes, layout.width, REGULAR, 10));
    layout.text(document.notes, layout.left, layout.width, { size: 10 });
    layout.y += layout.heightOf(document.notes, layout.width, REGULAR, 10);
  }
  layout.heading('Hire terms');
  hireTerms(damageWaiverExcessOf(document)).forEach((term, i) => {
    const text = `${i + 1}. ${term}`;
    const height = layout.heightOf(text, layout.width, REGULAR, 8.5) + 4;
    layout.ensureSpace(height);
    layout.text(text, layout.left, layout.width, { size: 8.5, color: MUTED });
    layout.y += height;
  });
}

/** Every page's foot: the business and its registration, the quote and the page number, once the count is known. */
function footers(doc: Doc, document: QuoteDocument, business: Business) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        [
          business.name,
          registrationText(business),
          `Quote ${quoteRevisionLabel(document)}`,
          `Page ${i - start + 1} of ${count}`,
        ]
          .filter(Boolean)
          .join(' · '),
        MARGIN,
        doc.page.height - MARGIN,
        { width: doc.page.width - 2 * MARGIN, align: 'center' },
      );
  }
}

/**
 * The sent quote as an A4 PDF: the business's letterhead, the quote's number, revision and dates,
 * the customer and where to deliver, the hire dates, the lines with how each is charged, the
 * charges down to the total, what is due when, the desk's notes and the hire terms. Built with
 * pdfkit's own Helvetica, so no font files; the same document makes the same bytes.
 */
export function renderQuotePdf(document: QuoteDocument, business: Business): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Quote ${quoteRevisionLabel(document)}`,
      Author: business.name,
      Subject: `Hire quote for ${document.customer.name}`,
      CreationDate: new Date(document.issuedAt),
    },
  });
  const done = pdfBytes(doc);

  const layout = new Layout(doc);
  layout.y = letterheadBand(doc, business);
  titleBlock(layout, document);
  partiesBlock(layout, document);
  linesTable(layout, document);
  layout.y += 12;
  amountRows(layout, chargeRows(document), 160);
  layout.heading('Payment', 56);
  amountRows(layout, paymentRows(document), 300);
  notesAndTerms(layout, document);
  footers(doc, document, business);
  doc.end();
  return done;
}
