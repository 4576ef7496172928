import { priceBasket, toGbp, toPence, type BasketPrice } from '@shop/contracts';
import type { AvailableCartLine } from '../graphql/cart';

/** A line's price in GBP: the unit price times the quantity, worked out in whole pence. */
export const lineTotal = (unitPrice: number, quantity: number): number => toGbp(toPence(unitPrice) * quantity);

/** The basket's subtotal, shipping, VAT and total in pence, by the shop's one set of rules. */
export function priceCartLines(lines: readonly AvailableCartLine[]): BasketPrice {
  return priceBasket(
    lines.map(({ quantity, product }) => ({
      quantity,
      unitPricePence: toPence(product.price),
      isLargeHeavy: product.isLargeHeavy,
      customShippingCostPence: product.customShippingCost == null ? null : toPence(product.customShippingCost),
    })),
  );
}
