import type { ReservationLine } from '../models/reservation';

/** One line per product (quantities summed), in first-seen order, so each product is taken once. */
export function mergeLines(lines: ReservationLine[]): ReservationLine[] {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of lines) merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Marker of an order's reservation on a product document. */
export const reserveKey = (orderId: number): string => `reserve:${orderId}`;
/** Marker of an order's release (after cancellation) on a product document. */
export const releaseKey = (orderId: number): string => `release:${orderId}`;
/** Marker of an order's shipment (its units leave on hand and committed) on a product document. */
export const shipKey = (orderId: number): string => `ship:${orderId}`;

/** Marker of a received return's units put back on hand (RMA-<order>-<n>) on a product document. */
export const returnKey = (returnId: string): string => `return:${returnId}`;

/** Whether an effect marker is the saga's (a take, release or shipment not yet settled), not a consumer's. */
export const isSagaMarker = (key: string): boolean => /^(reserve|release|ship):\d+$/.test(key);
