import type { Reservation } from '../models/reservation';
import type { StockSagaDeps } from './stock-saga-deps';

/**
 * OrderShipped: the order's units leave on hand and committed, once. A reservation from before
 * committed stock has nothing to move: its units left on hand when it was taken.
 */
export const shipStock =
  ({ ledger, withLock, announcements }: StockSagaDeps) =>
  (orderId: number): Promise<Reservation | null> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await ledger.find(orderId);
      if (!reservation) return null;
      if (reservation.status === 'reserved') {
        await ledger.settle(reservation);
        reservation = await ledger.advance(reservation, 'shipping');
      }
      if (reservation.status === 'shipping') {
        if (reservation.commits) for (const line of reservation.lines) await ledger.shipLine(orderId, line);
        reservation = await ledger.advance(reservation, 'shipped');
      }
      await ledger.settle(reservation);
      if (reservation.status === 'shipped' && reservation.commits) announcements.touch(reservation.lines);
      return reservation;
    });
