import type { ReservationStatus } from '../models/reservation';

/**
 * The answer a decided reservation gave, to repeat when its order asks again: reserved for one that
 * went on to ship, rejected for one refused. None for one cancelled or released: the order was
 * cancelled (if the orders side lost that, its sweep cancels it again). A reservation still
 * `reserving` is decided instead.
 */
export function recordedAnswer(status: ReservationStatus): 'reserved' | 'rejected' | null {
  if (status === 'reserved' || status === 'shipping' || status === 'shipped') return 'reserved';
  if (status === 'rejected') return 'rejected';
  return null;
}
