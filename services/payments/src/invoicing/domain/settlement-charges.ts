import { VAT_RATE_PERCENT } from '@shop/contracts';
import { vatLineFromGross, type VatLine } from './vat';

/**
 * The lines of a hire booking's charges at settlement (taken from its security deposit, or owed): the charge for
 * damage and loss is compensation for the shop's equipment, not a supply, so outside the scope of VAT (0 % here);
 * the late charge pays for the days the equipment was kept, more hire, so standard-rated, its VAT the fraction of
 * what was charged (hire's charges are what the customer pays, VAT included).
 */
export function settlementChargeLines(charges: { damagePence: number; latePence: number }): VatLine[] {
  const lines: VatLine[] = [];
  if (charges.damagePence > 0) {
    lines.push(
      vatLineFromGross('Damage and loss charge (compensation, outside the scope of VAT)', charges.damagePence, 0),
    );
  }
  if (charges.latePence > 0) {
    lines.push(
      vatLineFromGross('Late return charge (hire beyond the booked days)', charges.latePence, VAT_RATE_PERCENT),
    );
  }
  return lines;
}
