import { priceBasket, type BasketPrice, type OrderPayload } from '@shop/contracts';
import { Invalid, NotFound } from '@shop/kit';
import type { OrderLine } from '../models/order';
import type { ProductView } from '../models/product-view';

export interface PricedOrder {
  lines: Omit<OrderLine, 'id' | 'createdAt'>[];
  price: BasketPrice;
}

/**
 * Prices an order's lines at the catalog's prices, never the shopper's: each line must name a
 * product still for sale (404 when gone, 400 when it is for hire only).
 */
export function priceOrder(items: OrderPayload['items'], products: ReadonlyMap<number, ProductView>): PricedOrder {
  const lines = items.map(({ productId, quantity }, index) => {
    const product = products.get(productId);
    if (!product || product.deleted) throw new NotFound(`Product ${productId} is no longer available`);
    if (product.isHireItem) {
      throw new Invalid(
        `items.${index}.productId: Hire equipment is booked through a hire quote`,
        `items.${index}.productId`,
      );
    }
    return {
      productId,
      name: product.name,
      slug: product.slug,
      imageUrl: product.imageUrl,
      quantity,
      unitPricePence: product.pricePence,
    };
  });
  const price = priceBasket(
    lines.map((line) => {
      const product = products.get(line.productId)!;
      return {
        unitPricePence: line.unitPricePence,
        quantity: line.quantity,
        isLargeHeavy: product.isLargeHeavy,
        customShippingCostPence: product.customShippingCostPence,
      };
    }),
  );
  return { lines, price };
}
