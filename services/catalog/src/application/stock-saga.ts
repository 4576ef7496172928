import type { WithLock, Written } from '@shop/kit';
import type { CatalogModels } from '../models';
import { stockLedger } from '../models/stock-ledger';
import { stockAnnouncements, type StockAnnouncementOptions } from './announce-stock';
import { answerStockRequest } from './answer-stock-request';
import { releaseStock } from './release-stock';
import { reserveStock, reserveStockTogether } from './reserve-stock';
import { restockReturn } from './restock-return';
import { shipStock } from './ship-stock';

/**
 * The catalog's part of the order saga: OrderPlaced reserves stock (StockReservationRequested asks
 * again), OrderCancelled releases it, OrderShipped takes the shipped units off on hand; the products moved are announced after a
 * slice, at most once per `announcing.everyMs`.
 */
export function stockSaga(
  models: CatalogModels,
  withLock: WithLock,
  published: (written: Written) => void,
  announcing: StockAnnouncementOptions = {},
) {
  const ledger = stockLedger(models, published);
  const announcements = stockAnnouncements(ledger, announcing);
  const deps = { ledger, withLock, announcements };
  return {
    reserve: reserveStock(deps),
    reserveAll: reserveStockTogether(deps),
    /** A pending order asked again: its recorded decision repeated, or decided now. */
    answerRequest: answerStockRequest(deps),
    release: releaseStock(deps),
    ship: shipStock(deps),
    restockReturn: restockReturn(deps),
    announceStock: announcements.announce,
    /** Announces what waits for its turn (when the service stops). */
    announceWaiting: announcements.announceWaiting,
    /** Announces every product (when the service starts: what a crash left waiting is not lost). */
    announceEveryProduct: announcements.announceEvery,
  };
}

export type StockSaga = ReturnType<typeof stockSaga>;
