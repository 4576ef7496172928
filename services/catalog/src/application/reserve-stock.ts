import { stockRejected, stockReserved } from '../events/published';
import type { StockLedger } from '../models/stock-ledger';
import type { Reservation, ReservationLine, ShortLine } from '../models/reservation';
import type { StockSagaDeps } from './stock-saga-deps';

/** Takes every line or none, then records the decision with its event. */
export async function decide(ledger: StockLedger, reservation: Reservation): Promise<Reservation> {
  const { orderId, lines } = reservation;
  const shortLines: ShortLine[] = [];
  for (const line of lines) {
    if (shortLines.length === 0) {
      const short = await ledger.take(orderId, line);
      if (short) shortLines.push(short);
      continue;
    }
    // After the first short line nothing more is taken; the rest are only checked, to name them all.
    const stock = await ledger.available(line.productId);
    if (stock < line.quantity) {
      shortLines.push({ productId: line.productId, requested: line.quantity, available: stock });
    }
  }
  const reserved = shortLines.length === 0;
  const version = reservation.version + 1;
  const event = reserved ? stockReserved(orderId, version, lines) : stockRejected(orderId, version, shortLines);
  return ledger.advance(reservation, reserved ? 'reserved' : 'rejected', { shortLines }, event);
}

/**
 * OrderPlaced: reserve all lines or none, and say which. One delivery at a time works on an order,
 * so a redelivery running beside the first cannot take again what the first is settling.
 */
export const reserveStock =
  ({ ledger, withLock, announcements }: StockSagaDeps) =>
  (orderId: number, lines: ReservationLine[]): Promise<Reservation> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await ledger.open(orderId, lines, 'reserving');
      if (reservation.status === 'reserving') reservation = await decide(ledger, reservation);
      await ledger.settle(reservation);
      if (reservation.status === 'reserved') announcements.touch(reservation.lines);
      return reservation;
    });
