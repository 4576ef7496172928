import { formatPence } from '@shop/contracts';
import { renderVatDocumentPdf, type VatDocumentPrint } from '../src';
import { readPdf } from '../src/testing';

const SELLER = {
  name: 'SoundHire Pro',
  address: '4 Marine Parade, Eastbourne BN21 3EL',
  email: 'accounts@soundhirepro.co.uk',
  phone: '01323 123456',
  vatNumber: 'GB123456789',
  companyNumber: '01234567',
};
const CUSTOMER = { name: 'Ada Lovelace', address: ['1 Analytical Row', 'London', 'N1 1AA'], email: 'ada@example.com' };

/** An order's invoice: two lines at 20 % and shipping at 0 %, totals the lines' sums. */
const INVOICE: VatDocumentPrint = {
  kind: 'invoice',
  number: 'INV-2026-000123',
  issuedAt: '2026-11-29T10:15:00.000Z',
  supplyDate: '2026-11-28',
  reference: 'Order #1042',
  seller: SELLER,
  customer: CUSTOMER,
  lines: [
    {
      description: 'Active PA Speaker',
      quantity: 2,
      unitNetPence: 12_999,
      vatRate: 20,
      netPence: 25_998,
      vatPence: 5_199,
      grossPence: 31_197,
    },
    {
      description: 'Speaker Stand',
      quantity: 1,
      unitNetPence: 2_499,
      vatRate: 20,
      netPence: 2_499,
      vatPence: 500,
      grossPence: 2_999,
    },
    {
      description: 'Shipping',
      quantity: 1,
      unitNetPence: 1_500,
      vatRate: 0,
      netPence: 1_500,
      vatPence: 0,
      grossPence: 1_500,
    },
  ],
  netPence: 29_997,
  vatPence: 5_699,
  grossPence: 35_696,
  creditedInvoice: null,
};

const CREDIT_NOTE: VatDocumentPrint = {
  ...INVOICE,
  kind: 'credit-note',
  number: 'CN-2026-000045',
  issuedAt: '2026-12-03T09:00:00.000Z',
  supplyDate: '2026-12-03',
  lines: [
    {
      description: 'Refund against invoice INV-2026-000123',
      quantity: 1,
      unitNetPence: 4_444,
      vatRate: 20,
      netPence: 4_444,
      vatPence: 889,
      grossPence: 5_333,
    },
  ],
  netPence: 4_444,
  vatPence: 889,
  grossPence: 5_333,
  creditedInvoice: 'INV-2026-000123',
};

/** The text as one line: a block's wrapping is the layout's business. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** A line's row as the PDF's text has it: every figure in the table's order. */
const rowOf = (line: VatDocumentPrint['lines'][number]) =>
  [
    line.description,
    line.quantity,
    formatPence(line.unitNetPence),
    `${line.vatRate}%`,
    formatPence(line.netPence),
    formatPence(line.vatPence),
    formatPence(line.grossPence),
  ].join(' ');

describe('VAT invoices and credit notes as PDFs', () => {
  it('reads back every figure of an invoice: seller, VAT number, number, dates, customer, each line and the totals', async () => {
    const pdf = await renderVatDocumentPdf(INVOICE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await readPdf(pdf, 0.5);
    expect(pages).toHaveLength(1);
    const all = flat(text);
    for (const fact of [
      SELLER.name,
      SELLER.address,
      SELLER.email,
      SELLER.phone,
      'VAT No. GB123456789 · Company No. 01234567',
      "Seller's VAT number: GB123456789",
      'VAT invoice INV-2026-000123',
      'Date of issue: 29 Nov 2026',
      'Time of supply: 28 Nov 2026',
      'For: Order #1042',
      CUSTOMER.name,
      ...CUSTOMER.address,
      CUSTOMER.email,
      'Description Qty Unit net VAT rate Net VAT Total',
      ...INVOICE.lines.map(rowOf),
      `Total net ${formatPence(INVOICE.netPence)}`,
      `Total VAT ${formatPence(INVOICE.vatPence)}`,
      `Total ${formatPence(INVOICE.grossPence)}`,
    ]) {
      expect(all).toContain(fact);
    }
    expect(all).not.toContain('Credits invoice');
  });

  it('reads back every figure of a credit note, and the invoice it credits', async () => {
    const { text } = await readPdf(await renderVatDocumentPdf(CREDIT_NOTE), 0.5);
    const all = flat(text);
    for (const fact of [
      'Credit note CN-2026-000045',
      'Date of issue: 03 Dec 2026',
      'Time of supply: 03 Dec 2026',
      'Credits invoice: INV-2026-000123',
      CUSTOMER.name,
      "Seller's VAT number: GB123456789",
      rowOf(CREDIT_NOTE.lines[0]),
      'Total net £44.44',
      'Total VAT £8.89',
      'Total credited £53.33',
    ]) {
      expect(all).toContain(fact);
    }
  });

  it('makes the same bytes from the same document', async () => {
    expect((await renderVatDocumentPdf(INVOICE)).equals(await renderVatDocumentPdf(INVOICE))).toBe(true);
  });
});
