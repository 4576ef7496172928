import { CART_MESSAGES, listCeiling, onlyInStock } from '@shop/contracts';
import { Conflict, Invalid, NotFound } from '@shop/kit';
import type { CartLine } from '../models/cart';
import type { ProductView } from '../models/product-view';

/** Pure basket rules: lines are replaced, never mutated, so a retried write starts from the stored state. */

/** Refuses a quantity the product cannot supply: gone (404), for hire only (400) or short of stock (409). */
export function checkSellable(product: ProductView | null, productId: number, quantity: number): void {
  if (!product || product.deleted) throw new NotFound(`Product ${productId} not found`);
  if (product.isHireItem) throw new Invalid(`productId: ${CART_MESSAGES.notForSale}`, 'productId');
  if (quantity > product.stock) throw new Conflict(onlyInStock(Math.max(product.stock, 0)), 'quantity');
}

/** A basket holds at most as many lines as one order may. */
const MAX_LINES = listCeiling('Cart', 'items');

export function checkRoomForLine(items: readonly CartLine[]): void {
  if (items.length >= MAX_LINES) throw new Conflict(CART_MESSAGES.full, 'productId');
}

/** The quantity a product's line would hold after adding `quantity` to it. */
export const quantityAfterAdding = (items: readonly CartLine[], productId: number, quantity: number): number =>
  (items.find((line) => line.productId === productId)?.quantity ?? 0) + quantity;

/** Raises the quantity of the product's line (the caller appends a new line when there is none). */
export function raiseLine(items: readonly CartLine[], productId: number, quantity: number): CartLine[] {
  return items.map((line) => (line.productId === productId ? { ...line, quantity: line.quantity + quantity } : line));
}

export function setLineQuantity(items: readonly CartLine[], lineId: number, quantity: number): CartLine[] {
  return items.map((line) => (line.id === lineId ? { ...line, quantity } : line));
}

export function removeLine(items: readonly CartLine[], lineId: number): CartLine[] {
  return items.filter((line) => line.id !== lineId);
}

/** What is left once an order has taken these products. */
export function withoutProducts(items: readonly CartLine[], productIds: ReadonlySet<number>): CartLine[] {
  return items.filter((line) => !productIds.has(line.productId));
}

/**
 * A guest basket folded into the user's on sign-in: quantities of the same product add up (held
 * to the stock known, when that is more than the user already had), other lines are appended.
 */
export function mergeLines(
  into: readonly CartLine[],
  from: readonly CartLine[],
  stockOf: (productId: number) => number | null,
): CartLine[] {
  const merged = [...into];
  for (const line of from) {
    const index = merged.findIndex((l) => l.productId === line.productId);
    if (index === -1) {
      // Lines beyond what a basket holds stay behind in the guest basket.
      if (merged.length < MAX_LINES) merged.push(line);
      continue;
    }
    const held = merged[index].quantity;
    const stock = stockOf(line.productId);
    const sum = held + line.quantity;
    merged[index] = { ...merged[index], quantity: stock === null ? sum : Math.min(sum, Math.max(stock, held)) };
  }
  return merged;
}
