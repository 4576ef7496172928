import type { HirePeriod } from './hire-basket';
import { roundPence } from './money';
import { VAT_RATE } from './pricing';
import { DAY_MS } from './uk-calendar';

/**
 * The hire rate engine: what a hire costs for its dates, in integer pence on UK calendar days.
 * The shop's estimate, the desk's quote and the quote document all price with this one module.
 */

/** The business's pricing settings (the hire desk edits them; these are the defaults). */
export interface HireRateSettings {
  /** What a week costs, in days of the daily rate, for a product without a weekly rate. */
  chargeableDaysPerWeek: number;
  /** Collect Friday, return Monday: charged as one day. */
  weekendRule: boolean;
  /** The optional damage waiver, as a percentage of the hire charges. */
  damageWaiverPercent: number;
  /** The refundable security deposit of a line whose product sets none, as a percentage of its hire. */
  securityDepositPercent: number;
  /** Due when the customer accepts the quote, as a percentage of the total. */
  bookingDepositPercent: number;
  /** The balance is due this many days before the hire starts. */
  balanceDueDaysBeforeStart: number;
  /** A sent quote can be accepted for this many days. */
  quoteValidityDays: number;
}

export const DEFAULT_HIRE_RATE_SETTINGS: HireRateSettings = {
  chargeableDaysPerWeek: 4,
  weekendRule: true,
  damageWaiverPercent: 10,
  securityDepositPercent: 20,
  bookingDepositPercent: 25,
  balanceDueDaysBeforeStart: 7,
  quoteValidityDays: 14,
};

/** A product's hire rates in pence; null where it has none. */
export interface HireRatesPence {
  dailyPence: number | null;
  weeklyPence: number | null;
  monthlyPence: number | null;
}

/** A hire month is four weeks, as UK hire firms price it, so every month costs the same. */
export const DAYS_PER_HIRE_MONTH = 28;
const DAYS_PER_WEEK = 7;

/** A YYYY-MM-DD calendar day as a day number; calendar arithmetic, so clock changes do not count. */
function dayNumber(day: string): number {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** The days between two UK calendar days (YYYY-MM-DD): collected on the first, returned on the second. */
export function daysBetween(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start);
}

/** Collected on a Friday and returned the Monday after. */
export function isWeekendHire(start: string, end: string): boolean {
  return new Date(dayNumber(start) * DAY_MS).getUTCDay() === 5 && daysBetween(start, end) === 3;
}

/** The days a hire is charged for: the days between its dates (at least one), a weekend as one day under the rule. */
export function chargeableDays(start: string, end: string, settings: HireRateSettings): number {
  if (settings.weekendRule && isWeekendHire(start, end)) return 1;
  return Math.max(1, daysBetween(start, end));
}

/** How many of one period a charge uses, at what rate. */
export interface PeriodCharge {
  period: HirePeriod;
  count: number;
  ratePence: number;
}

export interface UnitCharge {
  /** What one unit costs for the whole hire. */
  pence: number;
  /** Months, weeks and days, the longest first; periods not used are left out. */
  breakdown: PeriodCharge[];
}

/** Each count once, smallest first: candidates are tried in the order a full search would reach them. */
const ascendingCounts = (counts: number[]): number[] => [...new Set(counts)].sort((a, b) => a - b);

/**
 * The month counts worth trying for `days`. A month is exactly four weeks, so for any count of
 * months up to ⌊days/28⌋ each way of covering the rest (days only, whole weeks and days, whole
 * weeks past the end) costs a straight line in the months and uses strictly fewer periods as they
 * grow: the cheapest, fewest-period mix lies at none or ⌊days/28⌋ months, or at ⌈days/28⌉ months
 * covering everything.
 */
const monthCounts = (days: number, hasMonth: boolean): number[] =>
  hasMonth ? ascendingCounts([0, Math.floor(days / DAYS_PER_HIRE_MONTH), Math.ceil(days / DAYS_PER_HIRE_MONTH)]) : [0];

/** The same for weeks over the days months leave: days only, whole weeks and days, or whole weeks past the end. */
const weekCounts = (days: number, hasWeek: boolean): number[] =>
  hasWeek ? ascendingCounts([0, Math.floor(days / DAYS_PER_WEEK), Math.ceil(days / DAYS_PER_WEEK)]) : [0];

/**
 * The cheapest mix of monthly, weekly and daily rates covering `days` (10 days: a week and 3 days,
 * unless 2 weeks cost less). A missing weekly rate makes a week cost `chargeableDaysPerWeek` days;
 * a missing rate is otherwise not used, and a hire with no usable rate is null ("Call for price").
 * At most nine mixes are tried whatever the days (see monthCounts), with the answer of trying them all.
 */
export function cheapestUnitCharge(days: number, rates: HireRatesPence, settings: HireRateSettings): UnitCharge | null {
  const day = rates.dailyPence;
  // Chargeable days may be a half day: the week's price is rounded once, where it is worked out.
  const week = rates.weeklyPence ?? (day === null ? null : roundPence(day * settings.chargeableDaysPerWeek));
  const month = rates.monthlyPence;
  let best: { pence: number; months: number; weeks: number; days: number } | null = null;
  for (const months of monthCounts(days, month !== null)) {
    const afterMonths = Math.max(0, days - months * DAYS_PER_HIRE_MONTH);
    for (const weeks of weekCounts(afterMonths, week !== null)) {
      const rest = Math.max(0, afterMonths - weeks * DAYS_PER_WEEK);
      if (rest > 0 && day === null) continue;
      const pence = months * (month ?? 0) + weeks * (week ?? 0) + rest * (day ?? 0);
      // Ties go to the fewest periods: a month rather than four weeks at the same price.
      if (
        !best ||
        pence < best.pence ||
        (pence === best.pence && months + weeks + rest < best.months + best.weeks + best.days)
      ) {
        best = { pence, months, weeks, days: rest };
      }
    }
  }
  if (!best) return null;
  const breakdown: PeriodCharge[] = [];
  if (best.months) breakdown.push({ period: 'monthly', count: best.months, ratePence: month! });
  if (best.weeks) breakdown.push({ period: 'weekly', count: best.weeks, ratePence: week! });
  if (best.days) breakdown.push({ period: 'daily', count: best.days, ratePence: day! });
  return { pence: best.pence, breakdown };
}

/** A line of a quote: a hire item priced by its dates, or a fixed charge (crew, transport). */
export type QuoteLineInput =
  | {
      kind: 'hire';
      quantity: number;
      rates: HireRatesPence;
      /** The period the customer picked, kept as their preference; the charge is the cheapest mix whatever it is. */
      preferredPeriod: HirePeriod;
      /** The product's refundable deposit per unit; null: the settings' percentage of the line's hire. */
      securityDepositPence: number | null;
      /**
       * The item's delivery charge: a booking is one drop at one venue, so delivery is charged once, at the
       * dearest of its lines' charges; null: none.
       */
      deliveryPence: number | null;
      /** Charged once for the line when the quote asks for installation (each item is set up); null: none. */
      installationPence: number | null;
    }
  | { kind: 'fixed'; quantity: number; unitPence: number };

export interface PricedLine {
  /** Per unit, or null when the item has no rate ("Call for price"). */
  unitPence: number | null;
  linePence: number | null;
  breakdown: PeriodCharge[];
  callForPrice: boolean;
}

export type QuoteDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; pence: number };

export interface QuotePricingInput {
  /** UK calendar days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  lines: readonly QuoteLineInput[];
  deliveryRequired: boolean;
  installationRequired: boolean;
  damageWaiver: boolean;
  discount: QuoteDiscount | null;
}

export interface QuotePrice {
  days: number;
  chargeableDays: number;
  /** The weekend rule applied. */
  weekend: boolean;
  lines: PricedLine[];
  /** Hire items' charges for the dates. */
  hirePence: number;
  /** Fixed charges (crew, transport). */
  fixedPence: number;
  discountPence: number;
  deliveryPence: number;
  installationPence: number;
  damageWaiverPence: number;
  /** Everything before VAT. */
  netPence: number;
  vatPence: number;
  totalPence: number;
  /** Refundable on return in good condition; not part of the total. */
  securityDepositPence: number;
  /** Due on acceptance, part of the total. */
  bookingDepositPence: number;
  /** A hire line without a rate: the quote cannot be sent until the desk sets one. */
  callForPrice: boolean;
}

const percentOf = (pence: number, percent: number) => roundPence((pence * percent) / 100);

/**
 * A quote's price: each hire line at the cheapest mix of rates for its dates, fixed lines as
 * priced; a discount (a percentage, or an amount up to the lines' sum) off the lines; delivery
 * (once for the booking) and installation (per line) when asked for; the damage waiver as a percentage of the hire; VAT on all of
 * it; and beside the total the refundable security deposit and the booking deposit due on acceptance.
 */
export function priceQuote(input: QuotePricingInput, settings: HireRateSettings): QuotePrice {
  const days = Math.max(1, daysBetween(input.startDate, input.endDate));
  const charged = chargeableDays(input.startDate, input.endDate, settings);
  let hirePence = 0;
  let fixedPence = 0;
  let deliveryPence = 0;
  let installationPence = 0;
  let securityDepositPence = 0;
  const lines = input.lines.map((line): PricedLine => {
    if (line.kind === 'fixed') {
      const linePence = line.unitPence * line.quantity;
      fixedPence += linePence;
      return { unitPence: line.unitPence, linePence, breakdown: [], callForPrice: false };
    }
    if (input.deliveryRequired) deliveryPence = Math.max(deliveryPence, line.deliveryPence ?? 0);
    if (input.installationRequired) installationPence += line.installationPence ?? 0;
    const unit = cheapestUnitCharge(charged, line.rates, settings);
    if (!unit) return { unitPence: null, linePence: null, breakdown: [], callForPrice: true };
    const linePence = unit.pence * line.quantity;
    hirePence += linePence;
    securityDepositPence +=
      line.securityDepositPence === null
        ? percentOf(linePence, settings.securityDepositPercent)
        : line.securityDepositPence * line.quantity;
    return { unitPence: unit.pence, linePence, breakdown: unit.breakdown, callForPrice: false };
  });
  const linesPence = hirePence + fixedPence;
  const discountPence = !input.discount
    ? 0
    : input.discount.kind === 'percent'
      ? percentOf(linesPence, Math.min(100, input.discount.percent))
      : Math.min(linesPence, input.discount.pence);
  const damageWaiverPence = input.damageWaiver ? percentOf(hirePence, settings.damageWaiverPercent) : 0;
  const netPence = linesPence - discountPence + deliveryPence + installationPence + damageWaiverPence;
  const vatPence = roundPence(netPence * VAT_RATE);
  const totalPence = netPence + vatPence;
  return {
    days,
    chargeableDays: charged,
    weekend: settings.weekendRule && isWeekendHire(input.startDate, input.endDate),
    lines,
    hirePence,
    fixedPence,
    discountPence,
    deliveryPence,
    installationPence,
    damageWaiverPence,
    netPence,
    vatPence,
    totalPence,
    securityDepositPence,
    bookingDepositPence: percentOf(totalPence, settings.bookingDepositPercent),
    callForPrice: lines.some((line) => line.callForPrice),
  };
}

/** The FAQ's cancellation bands, by whole days before the hire starts. */
export type CancellationBand = 'more-than-7-days' | '3-to-7-days' | 'under-3-days';

type CancellationFeeBasis = Pick<QuotePrice, 'totalPence' | 'bookingDepositPence'>;

interface CancellationRule {
  band: CancellationBand;
  /** The band holds a cancellation this many whole days or more before the start (the last band holds the rest). */
  fromDaysBeforeStart: number;
  /** The fee in the hire terms' words, beside the fee itself, so the terms cannot say other than what is charged. */
  feeWords: string;
  feePence: (price: CancellationFeeBasis) => number;
}

/** The cancellation rules, earliest band first: what the engine charges and what the hire terms say. */
export const CANCELLATION_RULES: readonly CancellationRule[] = [
  {
    band: 'more-than-7-days',
    fromDaysBeforeStart: 8,
    feeWords: 'no fee, everything paid is refunded',
    feePence: () => 0,
  },
  {
    band: '3-to-7-days',
    fromDaysBeforeStart: 3,
    feeWords: 'a fee of half the booking deposit',
    feePence: (price) => roundPence(price.bookingDepositPence / 2),
  },
  {
    band: 'under-3-days',
    fromDaysBeforeStart: -Infinity,
    feeWords: 'a fee of the full hire amount',
    feePence: (price) => price.totalPence,
  },
];

/** Each band's days in words, worked out from the rules' day limits: "3 to 7 days". */
function bandDaysWords(index: number): string {
  const from = CANCELLATION_RULES[index].fromDaysBeforeStart;
  if (index === 0) return `more than ${from - 1} days before the hire`;
  const to = CANCELLATION_RULES[index - 1].fromDaysBeforeStart - 1;
  return index === CANCELLATION_RULES.length - 1 ? `under ${to + 1} days` : `${from} to ${to} days`;
}

/** The cancellation policy in words, one entry for each band, as the engine charges it. */
export const cancellationTerms = (): string[] =>
  CANCELLATION_RULES.map((rule, index) => `${bandDaysWords(index)}: ${rule.feeWords}`);

export interface CancellationCharge {
  band: CancellationBand;
  daysBeforeStart: number;
  /** What the business charges for the cancellation. */
  feePence: number;
  /** What goes back of what was paid. */
  refundPence: number;
  /** What the customer still owes when the fee is more than they paid. */
  owedPence: number;
}

/** The charge for cancelling a booking on `cancelDay`, by the cancellation rules' band for the days left. */
export function cancellationCharge(
  price: CancellationFeeBasis,
  paidPence: number,
  startDate: string,
  cancelDay: string,
): CancellationCharge {
  const daysBeforeStart = daysBetween(cancelDay, startDate);
  const rule = CANCELLATION_RULES.find((candidate) => daysBeforeStart >= candidate.fromDaysBeforeStart)!;
  const feePence = rule.feePence(price);
  return {
    band: rule.band,
    daysBeforeStart,
    feePence,
    refundPence: Math.max(0, paidPence - feePence),
    owedPence: Math.max(0, feePence - paidPence),
  };
}
