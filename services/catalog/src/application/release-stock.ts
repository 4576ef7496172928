import type { Reservation } from '../models/reservation';
import { decide } from './reserve-stock';
import type { StockSagaDeps } from './stock-saga-deps';

/** OrderCancelled: give back a reserved order's stock, once. Cancelled first: a late OrderPlaced takes nothing. */
export const releaseStock =
  ({ ledger, withLock, announcements }: StockSagaDeps) =>
  (orderId: number): Promise<Reservation> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await ledger.open(orderId, [], 'cancelled');
      if (reservation.status === 'reserving') reservation = await decide(ledger, reservation);
      if (reservation.status === 'reserved') {
        await ledger.settle(reservation);
        reservation = await ledger.advance(reservation, 'releasing');
      }
      if (reservation.status === 'releasing') {
        for (const line of reservation.lines) await ledger.restock(orderId, line, reservation.commits);
        reservation = await ledger.advance(reservation, 'released');
      }
      await ledger.settle(reservation);
      if (reservation.status === 'released') announcements.touch(reservation.lines);
      return reservation;
    });
