import { productStockMoved } from '../events/published';
import type { StockLedger } from '../models/stock-ledger';
import type { ReservationLine } from '../models/reservation';

/**
 * Publishes the state of the products the saga moved, so read models elsewhere (the basket's
 * stock check) follow: once per slice of events (the consumer's afterSlice), not once per order.
 * The consumer commits a slice only after this ran, so a crash before it re-runs the slice and no
 * change goes unannounced.
 */
export function stockAnnouncements(ledger: StockLedger) {
  /** Products whose stock the saga moved since they were last announced. */
  const touched = new Set<number>();
  return {
    touch: (lines: ReservationLine[]) => lines.forEach((line) => touched.add(line.productId)),
    announce: async (): Promise<void> => {
      const ids = [...touched];
      touched.clear();
      if (ids.length > 0) await ledger.announce(ids, productStockMoved);
    },
  };
}

export type StockAnnouncements = ReturnType<typeof stockAnnouncements>;
