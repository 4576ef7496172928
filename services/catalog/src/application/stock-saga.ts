import type { WithLock, Written } from '@shop/kit';
import type { CatalogModels } from '../models';
import { stockLedger } from '../models/stock-ledger';
import { stockAnnouncements } from './announce-stock';
import { releaseStock } from './release-stock';
import { reserveStock, reserveStockTogether } from './reserve-stock';
import { shipStock } from './ship-stock';

/**
 * The catalog's part of the order saga: OrderPlaced reserves stock, OrderCancelled releases it,
 * OrderShipped takes the shipped units off on hand; the products moved are announced once per slice.
 */
export function stockSaga(models: CatalogModels, withLock: WithLock, published: (written: Written) => void) {
  const ledger = stockLedger(models, published);
  const announcements = stockAnnouncements(ledger);
  const deps = { ledger, withLock, announcements };
  return {
    reserve: reserveStock(deps),
    reserveAll: reserveStockTogether(deps),
    release: releaseStock(deps),
    ship: shipStock(deps),
    announceStock: announcements.announce,
  };
}

export type StockSaga = ReturnType<typeof stockSaga>;
