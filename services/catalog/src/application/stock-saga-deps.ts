import type { WithLock } from '@shop/kit';
import type { StockLedger } from '../models/stock-ledger';
import type { StockAnnouncements } from './announce-stock';

/** What the saga's steps share: the ledger, a lock per order, and the products to announce. */
export interface StockSagaDeps {
  ledger: StockLedger;
  withLock: WithLock;
  announcements: StockAnnouncements;
}
