const SNIPPET_LENGTH = 100;

export function snippet(text: string | null | undefined, length = SNIPPET_LENGTH): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/** A full name split on whitespace: the first word is the first name, the remainder the last name. */
export function splitName(name: string | null | undefined): { firstName?: string; lastName?: string } {
  const [firstName, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.length > 0 ? rest.join(' ') : undefined };
}

type StockLevel = 'in-stock' | 'low-stock' | 'out-of-stock';

/** Listing pages: above 5 In Stock, 1 to 5 Low Stock, 0 Out of Stock. */
export function stockLevel(stock: number): StockLevel {
  if (stock > 5) return 'in-stock';
  if (stock > 0) return 'low-stock';
  return 'out-of-stock';
}

export const STOCK_LABELS: Record<StockLevel, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};

/** Whole stars plus a half star when the fraction is 0.5 or more. */
export function starValue(rating: number | null | undefined): number {
  if (!rating || rating <= 0) return 0;
  const clamped = Math.min(rating, 5);
  const whole = Math.floor(clamped);
  return clamped - whole >= 0.5 ? whole + 0.5 : whole;
}
