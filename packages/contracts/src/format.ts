import { toGbp } from './money';
import { ukCalendarDay } from './uk-calendar';

/** GBP and en-GB dates, one way for the apps, the emails and the services' messages. */

/**
 * A formatter built on first use. Setting one up costs a browser a few milliseconds (a time zone's the most), which
 * at module load would all fall on the task that starts the app; most pages use one formatter or none.
 */
function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const gbp = onFirstUse(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));
const shortDate = onFirstUse(() => new Intl.DateTimeFormat('en-GB'));
const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }));

/** Money at the API edge is GBP with two decimals, e.g. £1,249.99. */
export function formatGBP(amount: number): string {
  return gbp().format(amount);
}

/** Integer pence as GBP, e.g. 124999 → £1,249.99 (what a service writes in a message or an email). */
export function formatPence(pence: number): string {
  return formatGBP(toGbp(pence));
}

function formatIso(iso: string, format: () => Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format().format(date);
}

/** ISO timestamp to an en-GB date, e.g. 31/01/2025 (admin tables). */
export function formatShortDate(iso: string): string {
  return formatIso(iso, shortDate);
}

/** ISO timestamp to an en-GB long date, e.g. 3 March 2025 (the shop). */
export function formatLongDate(iso: string): string {
  return formatIso(iso, longDate);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * ISO timestamp to dd MMM yyyy on the UK calendar (hires happen in the UK, whatever the viewer's machine is set to),
 * e.g. 05 Sep 2025 (hire quotes, admin 9). The month is spelt here because en-GB's own short month for September is
 * "Sept".
 */
export function formatDayMonthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const [year, month, day] = ukCalendarDay(date).split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/**
 * A UK calendar day (YYYY-MM-DD) as the shop writes it to customers, e.g. 12/12/2026: the day itself, whatever the
 * machine's time zone (formatShortDate is for an instant).
 */
export const formatUkDay = (day: string): string => day.split('-').reverse().join('/');

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A UK calendar day (YYYY-MM-DD) as a column heading, e.g. Mon 1 Jun (the hire desk's planning timeline). */
export function formatDayHeading(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
