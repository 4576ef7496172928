import type { OrderLine } from '../models/order';

export interface ShortLine {
  productId: number;
  requested: number;
  available: number;
}

/** What the customer reads when the shop could not supply their order, e.g. "Not enough stock: Mixer (2 ordered, 1 available)". */
export function shortStockReason(shortLines: readonly ShortLine[], lines: readonly OrderLine[]): string {
  const names = new Map(lines.map((line) => [line.productId, line.name]));
  const parts = shortLines.map(
    ({ productId, requested, available }) =>
      `${names.get(productId) ?? `Product ${productId}`} (${requested} ordered, ${available} available)`,
  );
  return `Not enough stock: ${parts.join('; ')}`;
}

export const CANCELLED_BY_SHOP = 'Cancelled by the shop';

/** Why the sweep cancelled an order the catalog never answered (see domain/pending-orders.ts). */
export const STOCK_UNCONFIRMED = 'Cancelled because the shop could not confirm stock for it in time';
