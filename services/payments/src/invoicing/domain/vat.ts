import { roundPence } from '@shop/contracts';

/** A VAT rate as a whole percentage (20 standard, 0 for what the shop charges no VAT on). */
export type VatRatePercent = number;

/** One line of a VAT invoice or credit note, in pence: net, its VAT and gross (net + VAT). */
export interface VatLine {
  description: string;
  quantity: number;
  /** The unit price without VAT. */
  unitNetPence: number;
  vatRate: VatRatePercent;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** A line as its owning service prices it: a quantity at a unit price without VAT. */
export interface NetLine {
  description: string;
  quantity: number;
  unitNetPence: number;
  vatRate: VatRatePercent;
}

export interface VatTotals {
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/**
 * Shares `total` whole pence between parts in proportion to `weights`, each part its rounded-down share and the pence
 * left over to the largest remainders (the earliest first on a tie): the parts always add up to `total`.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Lines priced without VAT, with their VAT: the VAT of each rate is worked out once on that rate's net total (the
 * shop's one rounding rule, half a penny up, as checkout charged it) and shared between the rate's lines by
 * shareOut, so the lines' VAT adds up to exactly what was charged.
 */
export function vatLinesFromNet(lines: readonly NetLine[]): VatLine[] {
  const priced = lines.map((line) => ({ ...line, netPence: line.unitNetPence * line.quantity, vatPence: 0 }));
  for (const rate of new Set(priced.map((line) => line.vatRate))) {
    const ofRate = priced.filter((line) => line.vatRate === rate);
    const net = ofRate.reduce((sum, line) => sum + line.netPence, 0);
    const shares = shareOut(
      roundPence((net * rate) / 100),
      ofRate.map((line) => line.netPence),
    );
    ofRate.forEach((line, i) => (line.vatPence = shares[i]));
  }
  return priced.map((line) => ({ ...line, grossPence: line.netPence + line.vatPence }));
}

/**
 * One line for a sum that includes VAT (a payment towards a hire, a refund): its VAT is the VAT fraction of the
 * gross (rate / (100 + rate), one sixth at 20 %), half a penny up, and the net the rest.
 */
export function vatLineFromGross(description: string, grossPence: number, vatRate: VatRatePercent): VatLine {
  const vatPence = roundPence((grossPence * vatRate) / (100 + vatRate));
  const netPence = grossPence - vatPence;
  return { description, quantity: 1, unitNetPence: netPence, vatRate, netPence, vatPence, grossPence };
}

/** The document's totals: the sums of its lines, so they always add up. */
export function totalsOf(lines: readonly VatLine[]): VatTotals {
  const netPence = lines.reduce((sum, line) => sum + line.netPence, 0);
  const vatPence = lines.reduce((sum, line) => sum + line.vatPence, 0);
  return { netPence, vatPence, grossPence: netPence + vatPence };
}

/** The VAT analysis by rate (what an invoice with more than one rate shows under its lines). */
export function totalsByRate(lines: readonly VatLine[]): Array<VatTotals & { vatRate: VatRatePercent }> {
  return [...new Set(lines.map((line) => line.vatRate))]
    .sort((a, b) => b - a)
    .map((vatRate) => ({ vatRate, ...totalsOf(lines.filter((line) => line.vatRate === vatRate)) }));
}

/**
 * The lines of a part `partPence` of a document's lines (a refund of an invoice, a deposit towards a booking): the
 * lines themselves when the part is the whole; otherwise one line per VAT rate, the part shared between the rates as
 * the lines' gross is (shareOut), each with the VAT fraction of its share.
 */
export function partLines(lines: readonly VatLine[], partPence: number, description: string): VatLine[] {
  if (partPence === totalsOf(lines).grossPence) return lines.map((line) => ({ ...line }));
  const rates = totalsByRate(lines);
  const shares = shareOut(
    partPence,
    rates.map((rate) => rate.grossPence),
  );
  return rates
    .map((rate, i) => vatLineFromGross(description, shares[i], rate.vatRate))
    .filter((line) => line.grossPence > 0);
}
