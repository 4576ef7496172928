import { formatPence } from './format';
import { cancellationTerms } from './hire-rates';

/*
 * The hire terms, with no schema here, so the quote's page in the shop carries no validation code; the quote
 * document's schema is in hire-quote-document.ts.
 */

/** The damage waiver's setting: what a waived booking still pays for each damaged unit. */
export interface HireDamageWaiverSettings {
  /** The excess, pence: a damaged unit on a waived booking is charged its damage up to this. */
  damageWaiverExcessPence: number;
}

export const DEFAULT_DAMAGE_WAIVER_EXCESS_PENCE = 5000;

/**
 * What a damaged unit is charged: with the waiver, its damage up to the excess (per damaged unit, each an
 * incident of its own); without, the damage in full. The waiver does not cover loss: a missing unit is charged in full.
 */
export const waivedDamagePence = (damagePence: number, waiverExcessPence: number | null): number =>
  waiverExcessPence === null ? damagePence : Math.min(damagePence, waiverExcessPence);

/** What the optional damage waiver covers, with the excess written as the setting has it. */
export const damageWaiverTerm = (excessPence: number): string =>
  `With the optional damage waiver, accidental damage is charged up to an excess of ${formatPence(excessPence)} ` +
  'for each damaged item; above that it is covered. It does not cover loss or theft, which are charged in full.';

/**
 * The hire terms printed on every quote, shown on the quote's page and the hire item pages (storefront spec:
 * Hire Terms and the FAQ), with the damage waiver's excess as the setting (or the quote) has it.
 */
export const hireTerms = (damageWaiverExcessPence: number): string[] => [
  'A refundable security deposit may be required; it is returned once the equipment comes back in good condition.',
  'The hirer is liable for loss of or damage to the equipment during the hire.',
  damageWaiverTerm(damageWaiverExcessPence),
  'Late returns are charged at the daily rate for each day or part day.',
  `Cancel at least 48 hours ahead. Cancelling ${cancellationTerms().join('; ')}.`,
  'Delivery and installation are subject to availability.',
  'All equipment is tested before it goes out.',
];
