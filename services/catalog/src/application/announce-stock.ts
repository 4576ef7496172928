import type { Logger } from '@shop/kit';
import { productStockMoved } from '../events/published';
import type { StockLedger } from '../models/stock-ledger';
import type { ReservationLine } from '../models/reservation';

export interface StockAnnouncementOptions {
  /**
   * The least time between two announcements (STOCK_ANNOUNCE_MS). A rush of sales over many
   * products then costs the read models a state per product per interval rather than one per
   * slice. 0 announces after every slice.
   */
  everyMs?: number;
  logger?: Logger;
}

/**
 * Publishes the state of the products the saga moved, so read models elsewhere (the basket's
 * stock check) follow: after a slice of events (the consumer's afterSlice), or, within `everyMs`
 * of the last announcement, once that time is up. What waits for its turn is announced when the
 * service stops, and a start announces every product, so a stop that could not (a crash) loses no
 * change either: the read models take a state they hold already as a repeat.
 */
export function stockAnnouncements(ledger: StockLedger, { everyMs = 0, logger }: StockAnnouncementOptions = {}) {
  /** Products whose stock the saga moved since they were last announced. */
  const touched = new Set<number>();
  let lastAt = 0;
  let timer: NodeJS.Timeout | null = null;

  /** Takes out the products waiting for their turn: their turn is now. */
  const takeWaiting = (): number[] => {
    if (timer) clearTimeout(timer);
    timer = null;
    lastAt = Date.now();
    const ids = [...touched];
    touched.clear();
    return ids;
  };

  /** Announces every product touched so far; should it fail, they wait for the next try. */
  const announceTouched = async (): Promise<void> => {
    const ids = takeWaiting();
    try {
      if (ids.length > 0) await ledger.announce(ids, productStockMoved);
    } catch (err) {
      ids.forEach((id) => touched.add(id));
      throw err;
    }
  };

  const later = (ms: number) => {
    timer ??= setTimeout(() => {
      timer = null;
      announceTouched().catch((err) => {
        logger?.warn({ err }, 'stock announcement failed; trying again');
        later(everyMs);
      });
    }, ms);
  };

  return {
    touch: (lines: ReservationLine[]) => lines.forEach((line) => touched.add(line.productId)),
    /** After a slice: announces now, or when `everyMs` has passed since the last announcement. */
    announce: async (): Promise<void> => {
      if (touched.size === 0) return;
      const wait = lastAt + everyMs - Date.now();
      if (wait <= 0) await announceTouched();
      else later(wait);
    },
    /** Announces what waits for its turn, at once (when the service stops). */
    announceWaiting: announceTouched,
    /** Announces every live product, what waits for its turn among them (when the service starts). */
    announceEvery: async (): Promise<void> => {
      takeWaiting();
      await ledger.announceEvery(productStockMoved);
    },
  };
}

export type StockAnnouncements = ReturnType<typeof stockAnnouncements>;
