import { cartItemCount } from '@shop/contracts';
import type { CartLine } from '../models/cart';

export const toCartItemDto = (line: CartLine) => ({
  id: line.id,
  productId: line.productId,
  quantity: line.quantity,
  createdAt: line.createdAt.toISOString(),
  // Resolved by the catalog: live price and stock, null once the product is gone.
  product: { __typename: 'Product', id: line.productId },
});

export const toCartDto = (sessionId: string, items: readonly CartLine[]) => ({
  sessionId,
  items: items.map(toCartItemDto),
  itemCount: cartItemCount(items),
});
