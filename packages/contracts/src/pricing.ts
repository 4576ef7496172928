/** Basket pricing in integer pence (storefront spec 9): one threshold and one rate, used everywhere. */

/** Free shipping from this subtotal. The spec's home page says £80 and its basket £100; £100 is the rule. */
export const FREE_SHIPPING_THRESHOLD_PENCE = 10_000;
export const STANDARD_SHIPPING_PENCE = 1_500;
/** VAT is charged on the subtotal only, not on shipping. */
export const VAT_RATE = 0.2;
/** The standard rate as the whole percentage a VAT invoice's line carries. */
export const VAT_RATE_PERCENT = Math.round(VAT_RATE * 100);

export interface BasketLine {
  unitPricePence: number;
  quantity: number;
  isLargeHeavy?: boolean;
  customShippingCostPence?: number | null;
}

export interface BasketPrice {
  subtotalPence: number;
  shippingPence: number;
  vatPence: number;
  totalPence: number;
}

/** The highest custom shipping cost of the large/heavy lines, or null when none has one. */
function customShippingPence(lines: readonly BasketLine[]): number | null {
  const costs = lines
    .filter((line) => line.isLargeHeavy && line.customShippingCostPence != null)
    .map((line) => line.customShippingCostPence as number);
  return costs.length > 0 ? Math.max(...costs) : null;
}

/**
 * Subtotal; shipping free from £100, else £15, but the highest custom cost of a large/heavy line instead when there
 * is one; VAT 20 % of the subtotal, rounded to the penny; total of the three. An empty basket ships nothing and
 * costs nothing.
 */
export function priceBasket(lines: readonly BasketLine[]): BasketPrice {
  const subtotalPence = lines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
  const standardPence = subtotalPence >= FREE_SHIPPING_THRESHOLD_PENCE ? 0 : STANDARD_SHIPPING_PENCE;
  const shippingPence = lines.length === 0 ? 0 : (customShippingPence(lines) ?? standardPence);
  const vatPence = Math.round(subtotalPence * VAT_RATE);
  return { subtotalPence, shippingPence, vatPence, totalPence: subtotalPence + shippingPence + vatPence };
}
