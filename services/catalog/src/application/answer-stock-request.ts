import { recordedAnswer } from '../domain/recorded-answer';
import { stockRejected, stockReserved } from '../events/published';
import type { Reservation, ReservationLine } from '../models/reservation';
import { reserveHeld } from './reserve-stock';
import type { StockSagaDeps } from './stock-saga-deps';

/**
 * StockReservationRequested: a pending order asks again (its OrderPlaced, or the answer, was lost).
 * An order the catalog never saw, or never finished deciding, is reserved as OrderPlaced would;
 * a decided one gets its recorded decision again, through the reservation's outbox, taking no stock.
 */
export const answerStockRequest =
  (deps: StockSagaDeps) =>
  (orderId: number, lines: ReservationLine[]): Promise<Reservation> =>
    deps.withLock(`order:${orderId}`, async () => {
      const found = await deps.ledger.find(orderId);
      if (!found || found.status === 'reserving') return reserveHeld(deps, orderId, lines);
      // Settling is idempotent: what a crashed delivery left unsettled is finished here too.
      await deps.ledger.settle(found);
      const answer = recordedAnswer(found.status);
      if (!answer) return found;
      const version = found.version + 1;
      const event =
        answer === 'reserved'
          ? stockReserved(orderId, version, found.lines)
          : stockRejected(orderId, version, found.shortLines);
      return deps.ledger.advance(found, found.status, {}, event);
    });
