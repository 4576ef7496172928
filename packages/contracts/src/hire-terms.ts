/*
 * The hire terms, with no schema here, so the quote's page in the shop carries no validation code; the quote
 * document's schema is in hire-quote-document.ts.
 */

/** The hire terms printed on every quote (storefront spec: the hire item page's Hire Terms and the FAQ). */
export const HIRE_TERMS = [
  'A refundable security deposit may be required; it is returned once the equipment comes back in good condition.',
  'The hirer is liable for loss of or damage to the equipment during the hire.',
  'Late returns are charged at the daily rate for each day or part day.',
  'Cancel at least 48 hours ahead. More than 7 days before the hire: deposit refunded in full; 3 to 7 days: a 50% fee; under 3 days: up to the full hire amount may be charged.',
  'Delivery and installation are subject to availability.',
  'All equipment is tested before it goes out.',
] as const;
