import { HIRE_PERIOD_LABELS, HIRE_PERIODS, type HirePeriod, formatGBP } from '@shop/contracts';

export const CALL_FOR_PRICE = 'Call for price';

/** A rate or fee in pounds, or "Call for price" when the product has none. */
export const rateText = (amount: number | null): string => (amount == null ? CALL_FOR_PRICE : formatGBP(amount));

export const HIRE_PERIOD_OPTIONS = HIRE_PERIODS.map((period) => ({ value: period, label: HIRE_PERIOD_LABELS[period] }));

/** "Weekly hire", as the basket lines name their period. */
export const periodHire = (period: HirePeriod): string => `${HIRE_PERIOD_LABELS[period]} hire`;

const UNKNOWN_STOCK_LIMIT = 10;

/** The hire stepper's upper bound: the units owned, 10 when the stock is not known (storefront 4). */
export const hireQuantityLimit = (stock: number | null | undefined): number => stock ?? UNKNOWN_STOCK_LIMIT;
