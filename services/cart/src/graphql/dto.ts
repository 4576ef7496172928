import { cartItemCount } from '@shop/contracts';
import type { Cart as CartRecord, CartLine } from '../models/cart';
import type { Cart, CartItem } from './__generated__/resolvers';

export const toCartItemDto = (line: CartLine): CartItem => ({
  id: line.id,
  productId: line.productId,
  quantity: line.quantity,
  createdAt: line.createdAt.toISOString(),
  // Resolved by the catalog: live price and stock, null once the product is gone.
  product: { __typename: 'Product', id: line.productId },
});

export const toCartDto = ({ sessionId, items }: Pick<CartRecord, 'sessionId' | 'items'>): Cart => ({
  sessionId,
  items: items.map(toCartItemDto),
  itemCount: cartItemCount(items),
});
