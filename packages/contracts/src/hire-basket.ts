/**
 * Hire periods, the hire basket and the quote form's starting dates (storefront 3, 4, 9): no schema here, so the
 * shop's layout, which shows the basket, carries no validation code. Its stored lines are read back with
 * readHireBasket (hire.ts).
 */
import { DAY_MS } from './uk-calendar';

export const HIRE_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type HirePeriod = (typeof HIRE_PERIODS)[number];
export const DEFAULT_HIRE_PERIOD: HirePeriod = 'daily';
export const isHirePeriod = (value: string): value is HirePeriod => (HIRE_PERIODS as readonly string[]).includes(value);

export const HIRE_PERIOD_LABELS: Record<HirePeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** Storefront 4: the hire basket, kept in local storage. */
export const HIRE_BASKET_STORAGE_KEY = 'hireBasket';

export interface HireBasketLine {
  product: { id: number; name: string; slug?: string };
  quantity: number;
  hirePeriod: HirePeriod;
}

/**
 * Adding a product already in the basket increases its quantity by the amount added and replaces
 * its period; otherwise the line is added.
 */
export function addToHireBasket(lines: readonly HireBasketLine[], added: HireBasketLine): HireBasketLine[] {
  const existing = lines.find((line) => line.product.id === added.product.id);
  if (!existing) return [...lines, added];
  return lines.map((line) =>
    line === existing ? { ...line, quantity: line.quantity + added.quantity, hirePeriod: added.hirePeriod } : line,
  );
}

/** Setting a quantity of 0 or less removes the line. */
export function setHireBasketQuantity(lines: readonly HireBasketLine[], productId: number, quantity: number) {
  if (quantity <= 0) return lines.filter((line) => line.product.id !== productId);
  return lines.map((line) => (line.product.id === productId ? { ...line, quantity } : line));
}

export function setHireBasketPeriod(lines: readonly HireBasketLine[], productId: number, hirePeriod: HirePeriod) {
  return lines.map((line) => (line.product.id === productId ? { ...line, hirePeriod } : line));
}

/** The quote form's starting dates: tomorrow to three days from now (storefront 9). */
export const defaultQuoteDates = (now = new Date()): { startDate: Date; endDate: Date } => ({
  startDate: new Date(now.getTime() + DAY_MS),
  endDate: new Date(now.getTime() + 3 * DAY_MS),
});
