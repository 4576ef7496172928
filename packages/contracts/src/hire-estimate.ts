import type { HirePeriod } from './hire-basket';
import type { PeriodCharge, QuotePricingInput } from './hire-rates';
import { toPenceOrNull } from './money';

/**
 * The shop's estimate of a hire (storefront hire basket and quote form): the basket's lines and the items' public
 * prices turned into the rate engine's input. No schema here, so the pages that show it carry no zod.
 */

/** A hire item's prices as the graph answers them, in GBP; null where it has none. */
export interface HireItemPrices {
  hirePriceDaily: number | null;
  hirePriceWeekly: number | null;
  hirePriceMonthly: number | null;
  deliveryAvailable: boolean;
  deliveryPrice: number | null;
  installationAvailable: boolean;
  installationPrice: number | null;
}

export interface HireEstimateLine {
  quantity: number;
  hirePeriod: HirePeriod;
  /** null while unknown (an item no longer hired): priced as "Call for price". */
  prices: HireItemPrices | null;
}

export interface HireEstimateRequest {
  /** UK calendar days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  deliveryRequired: boolean;
  installationRequired: boolean;
  lines: readonly HireEstimateLine[];
}

/** A fee counts only where the item offers the service. */
const feePence = (available: boolean, price: number | null) => (available ? toPenceOrNull(price) : null);

/**
 * The engine's input for an estimate: each line at its item's rates, delivery and installation as asked for, no
 * waiver or discount (the desk's to offer), and the security deposit from the settings (an item's own is not public).
 */
export function hireEstimateInput(request: HireEstimateRequest): QuotePricingInput {
  return {
    startDate: request.startDate,
    endDate: request.endDate,
    deliveryRequired: request.deliveryRequired,
    installationRequired: request.installationRequired,
    damageWaiver: false,
    discount: null,
    lines: request.lines.map(({ quantity, hirePeriod, prices }) => ({
      kind: 'hire',
      quantity,
      preferredPeriod: hirePeriod,
      rates: {
        dailyPence: toPenceOrNull(prices?.hirePriceDaily),
        weeklyPence: toPenceOrNull(prices?.hirePriceWeekly),
        monthlyPence: toPenceOrNull(prices?.hirePriceMonthly),
      },
      securityDepositPence: null,
      deliveryPence: prices ? feePence(prices.deliveryAvailable, prices.deliveryPrice) : null,
      installationPence: prices ? feePence(prices.installationAvailable, prices.installationPrice) : null,
    })),
  };
}

const PERIOD_UNITS: Record<HirePeriod, [one: string, many: string]> = {
  monthly: ['month', 'months'],
  weekly: ['week', 'weeks'],
  daily: ['day', 'days'],
};

/** A charge's periods in words, the longest first: "1 week + 3 days", "2 months". */
export function hireBreakdownText<T extends Pick<PeriodCharge, 'period' | 'count'>>(breakdown: readonly T[]): string {
  return breakdown.map(({ period, count }) => `${count} ${PERIOD_UNITS[period][count === 1 ? 0 : 1]}`).join(' + ');
}
