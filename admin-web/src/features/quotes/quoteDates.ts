const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The UK calendar day, whatever the admin's machine is set to: quotes are for hires in the UK.
const ukDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: 'numeric',
  year: 'numeric',
});

/**
 * An ISO timestamp as dd MMM yyyy, e.g. 05 Sep 2025 (admin 9). The month is spelt here because en-GB's own short
 * month for September is "Sept".
 */
export function formatQuoteDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = ukDay.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${MONTHS[Number(part('month')) - 1]} ${part('year')}`;
}
