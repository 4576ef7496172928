import {
  partLines,
  shareOut,
  totalsByRate,
  totalsOf,
  vatLineFromGross,
  vatLinesFromNet,
} from '../../src/invoicing/domain/vat';
import { documentNumber, parseDocumentNumber, seriesOf } from '../../src/invoicing/domain/document-number';
import { nextSequence } from '../../src/invoicing/domain/next-sequence';

describe('VAT on invoice lines', () => {
  it('works VAT out once per rate on the net total, as checkout charged it, and shares it so the lines add up', () => {
    // Three lines of 33p at 20 %: 99p net, VAT 19.8p → 20p; each line's exact 6.6p shared as 7, 7, 6.
    const lines = vatLinesFromNet([
      { description: 'Cable A', quantity: 1, unitNetPence: 33, vatRate: 20 },
      { description: 'Cable B', quantity: 1, unitNetPence: 33, vatRate: 20 },
      { description: 'Cable C', quantity: 1, unitNetPence: 33, vatRate: 20 },
    ]);
    expect(lines.map((l) => l.vatPence)).toEqual([7, 7, 6]);
    expect(totalsOf(lines)).toEqual({ netPence: 99, vatPence: 20, grossPence: 119 });
    expect(lines.map((l) => l.grossPence)).toEqual([40, 40, 39]);
  });

  it('keeps the shop order rule: VAT on the goods, none on shipping, totals equal to what was charged', () => {
    const lines = vatLinesFromNet([
      { description: 'Speaker', quantity: 2, unitNetPence: 12_999, vatRate: 20 },
      { description: 'Stand', quantity: 1, unitNetPence: 2_499, vatRate: 20 },
      { description: 'Shipping', quantity: 1, unitNetPence: 1_500, vatRate: 0 },
    ]);
    // Checkout: subtotal 28,497, VAT round(5,699.4) = 5,699, shipping 1,500, total 35,696.
    expect(totalsOf(lines)).toEqual({ netPence: 29_997, vatPence: 5_699, grossPence: 35_696 });
    // Exactly 5,199.6 and 499.8: the penny left over goes to the larger remainder.
    expect(lines[0]).toMatchObject({ netPence: 25_998, vatPence: 5_199, grossPence: 31_197 });
    expect(lines[1]).toMatchObject({ netPence: 2_499, vatPence: 500, grossPence: 2_999 });
    expect(lines[2]).toMatchObject({ netPence: 1_500, vatPence: 0, grossPence: 1_500 });
    expect(totalsByRate(lines)).toEqual([
      { vatRate: 20, netPence: 28_497, vatPence: 5_699, grossPence: 34_196 },
      { vatRate: 0, netPence: 1_500, vatPence: 0, grossPence: 1_500 },
    ]);
  });

  it('takes the VAT fraction of a sum that includes VAT, half a penny up', () => {
    expect(vatLineFromGross('Deposit', 12_000, 20)).toMatchObject({
      netPence: 10_000,
      vatPence: 2_000,
      grossPence: 12_000,
    });
    // 1,003 / 6 = 167.17 → 167.
    expect(vatLineFromGross('Deposit', 1_003, 20)).toMatchObject({ netPence: 836, vatPence: 167, grossPence: 1_003 });
    // 3p / 6 = 0.5 → 1.
    expect(vatLineFromGross('Deposit', 3, 20)).toMatchObject({ netPence: 2, vatPence: 1 });
    expect(vatLineFromGross('Shipping', 1_500, 0)).toMatchObject({ netPence: 1_500, vatPence: 0 });
  });

  it('credits the whole invoice line for line, and a part shared between the rates as the invoice is', () => {
    const invoice = vatLinesFromNet([
      { description: 'Speaker', quantity: 1, unitNetPence: 10_000, vatRate: 20 },
      { description: 'Shipping', quantity: 1, unitNetPence: 1_500, vatRate: 0 },
    ]);
    expect(partLines(invoice, 13_500, 'Refund')).toEqual(invoice);
    // £60 of £135: 12,000 / 13,500 of it at 20 % (5,333.33 → 5,333) and the rest at 0 % (666.67 → 667).
    const part = partLines(invoice, 6_000, 'Refund against invoice INV-2026-000001');
    expect(part).toEqual([
      expect.objectContaining({ vatRate: 20, grossPence: 5_333, vatPence: 889, netPence: 4_444 }),
      expect.objectContaining({ vatRate: 0, grossPence: 667, vatPence: 0, netPence: 667 }),
    ]);
    expect(totalsOf(part).grossPence).toBe(6_000);
  });

  it('shares pence by largest remainder, always adding up', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [0, 0])).toEqual([10, 0]);
    expect(shareOut(7, [5, 0, 5])).toEqual([4, 0, 3]);
  });
});

describe('document numbers', () => {
  it('writes one series per kind and year, six digits', () => {
    expect(documentNumber(seriesOf('invoice', 2026), 123)).toBe('INV-2026-000123');
    expect(documentNumber(seriesOf('credit-note', 2026), 45)).toBe('CN-2026-000045');
  });

  it('reads a number back, and nothing else', () => {
    expect(parseDocumentNumber('inv-2026-000123')).toEqual({ kind: 'invoice', year: 2026, sequence: 123 });
    expect(parseDocumentNumber('CN-2027-000001')).toEqual({ kind: 'credit-note', year: 2027, sequence: 1 });
    expect(parseDocumentNumber('INV-2026-12')).toBeNull();
    expect(parseDocumentNumber('Q-2026-0042')).toBeNull();
  });

  it('finds the next number of a gap-free sequence from any number known taken', async () => {
    for (const taken of [0, 1, 2, 7, 64, 1000]) {
      const asked: number[] = [];
      const isTaken = async (n: number) => {
        asked.push(n);
        return n <= taken;
      };
      for (const known of new Set([0, Math.floor(taken / 2), taken])) {
        expect(await nextSequence(isTaken, known)).toBe(taken + 1);
      }
    }
    const asked: number[] = [];
    await nextSequence(async (n) => (asked.push(n), n <= 41), 41);
    expect(asked).toEqual([42]);
  });
});
