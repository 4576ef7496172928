const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const dateGB = new Intl.DateTimeFormat('en-GB');

/** Money at the API edge is GBP with two decimals. */
export function formatGBP(amount: number): string {
  return gbp.format(amount);
}

/** ISO timestamp to an en-GB date, e.g. 31/01/2025. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateGB.format(date);
}
