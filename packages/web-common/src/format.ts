const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const shortDate = new Intl.DateTimeFormat('en-GB');
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Money at the API edge is GBP with two decimals, e.g. £1,249.99. */
export function formatGBP(amount: number): string {
  return gbp.format(amount);
}

function formatIso(iso: string, format: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** ISO timestamp to an en-GB date, e.g. 31/01/2025 (admin tables). */
export function formatShortDate(iso: string): string {
  return formatIso(iso, shortDate);
}

/** ISO timestamp to an en-GB long date, e.g. 3 March 2025 (the shop). */
export function formatLongDate(iso: string): string {
  return formatIso(iso, longDate);
}
