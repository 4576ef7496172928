import { VAT_RATE, formatDayMonthYear, formatPence, type HirePeriod, type QuoteDocument } from '@shop/contracts';

/** How a sent quote's facts are written, the same on its PDF and in the emails that carry it. */

const PERIOD_NAMES: Record<HirePeriod, readonly [string, string]> = {
  monthly: ['month', 'months'],
  weekly: ['week', 'weeks'],
  daily: ['day', 'days'],
};

const counted = (count: number, [one, many]: readonly [string, string]) => `${count} ${count === 1 ? one : many}`;

/** A line's charge as periods, e.g. "1 week + 3 days"; empty for a fixed line. */
export const periodBreakdownText = (breakdown: QuoteDocument['lines'][number]['breakdown']): string =>
  breakdown.map(({ period, count }) => counted(count, PERIOD_NAMES[period])).join(' + ');

/** A price, or "Call for price" where the desk has set none (a sent quote has none such, but a draft may). */
export const priceText = (pence: number | null): string => (pence === null ? 'Call for price' : formatPence(pence));

/** e.g. "12 Jun 2026 to 15 Jun 2026". */
export const hireDatesText = (document: Pick<QuoteDocument, 'startDate' | 'endDate'>): string =>
  `${formatDayMonthYear(document.startDate)} to ${formatDayMonthYear(document.endDate)}`;

/** e.g. "10 days", or "3 days, charged as 1 day (weekend rate)". */
export function hireDaysText(document: Pick<QuoteDocument, 'days' | 'chargeableDays' | 'weekend'>): string {
  const days = counted(document.days, PERIOD_NAMES.daily);
  if (document.chargeableDays === document.days) return days;
  const charged = `${days}, charged as ${counted(document.chargeableDays, PERIOD_NAMES.daily)}`;
  return document.weekend ? `${charged} (weekend rate)` : charged;
}

/** Where the equipment goes, on one line; null when the customer collects. */
export function deliveryAddressText(customer: QuoteDocument['customer']): string | null {
  const parts = [customer.deliveryAddress, customer.deliveryCity, customer.deliveryPostalCode].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export interface ChargeRow {
  label: string;
  value: string;
  /** The row that is the amount to pay. */
  total?: boolean;
}

/** The charges under the lines, down to the net, its VAT and the total; a charge the quote does not have is left out. */
export function chargeRows(document: QuoteDocument): ChargeRow[] {
  const optional: Array<[string, number]> = [
    ['Delivery', document.deliveryPence],
    ['Installation', document.installationPence],
    ['Damage waiver', document.damageWaiverPence],
  ];
  return [
    { label: 'Subtotal', value: formatPence(document.hirePence + document.fixedPence) },
    ...(document.discountPence ? [{ label: 'Discount', value: `-${formatPence(document.discountPence)}` }] : []),
    ...optional.filter(([, pence]) => pence > 0).map(([label, pence]) => ({ label, value: formatPence(pence) })),
    { label: 'Net (before VAT)', value: formatPence(document.netPence) },
    { label: `VAT ${VAT_RATE * 100}%`, value: formatPence(document.vatPence) },
    { label: 'Total', value: formatPence(document.totalPence), total: true },
  ];
}

/** What is paid when: the booking deposit on acceptance, the balance by its day, the security deposit refundable. */
export function paymentRows(document: QuoteDocument): ChargeRow[] {
  return [
    { label: 'Booking deposit due on acceptance', value: formatPence(document.bookingDepositPence) },
    {
      label: `Balance due by ${formatDayMonthYear(document.balanceDueDate)}`,
      value: formatPence(document.totalPence - document.bookingDepositPence),
    },
    { label: 'Refundable security deposit (not part of the total)', value: formatPence(document.securityDepositPence) },
  ];
}

/** The attachment's file name, e.g. Q-2026-0042-rev-2.pdf. */
export const quotePdfFileName = (document: Pick<QuoteDocument, 'number' | 'revision'>): string =>
  `${document.number}-rev-${document.revision}.pdf`;
