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
  (deps: StockSagaDeps) =>
  (orderId: number, lines: ReservationLine[]): Promise<Reservation> =>
    deps.withLock(`order:${orderId}`, () => reserveHeld(deps, orderId, lines));

/** `reserveStock` for a caller holding the order's lock. */
export async function reserveHeld(
  { ledger, announcements }: StockSagaDeps,
  orderId: number,
  lines: ReservationLine[],
): Promise<Reservation> {
  let reservation = await ledger.open(orderId, lines, 'reserving');
  if (reservation.status === 'reserving') reservation = await decide(ledger, reservation);
  await ledger.settle(reservation);
  if (reservation.status === 'reserved') announcements.touch(reservation.lines);
  return reservation;
}

/** An order as OrderPlaced brings it to the saga. */
export interface PlacedOrder {
  orderId: number;
  lines: ReservationLine[];
}

/**
 * Single-line reservations, decided a take per product if all of a product's fit (the rush of a
 * sale), every product's in one command. The rest, and every group that does not fit whole, are
 * decided one by one, so a scarce product still sells exactly its stock.
 */
async function decideAll(ledger: StockLedger, reservations: Reservation[]): Promise<Reservation[]> {
  const byProduct = new Map<number, Reservation[]>();
  const oneByOne: Reservation[] = [];
  for (const reservation of reservations) {
    if (reservation.lines.length !== 1) oneByOne.push(reservation);
    else
      byProduct.set(reservation.lines[0].productId, [
        ...(byProduct.get(reservation.lines[0].productId) ?? []),
        reservation,
      ]);
  }
  const committed = await ledger.takeAll(
    [...byProduct].map(([productId, group]) => ({
      productId,
      takes: group.map(({ orderId, lines }) => ({ orderId, quantity: lines[0].quantity })),
    })),
  );
  const taken: Reservation[] = [];
  for (const [productId, group] of byProduct) (committed.has(productId) ? taken : oneByOne).push(...group);
  const decided = await ledger.advanceAll(
    taken.map((reservation) => ({
      reservation,
      to: 'reserved',
      event: stockReserved(reservation.orderId, reservation.version + 1, reservation.lines),
    })),
  );
  for (const reservation of oneByOne) decided.push(await decide(ledger, reservation));
  return decided;
}

/**
 * OrderPlaced for many orders at once (a slice of the consumer's batch): the orders whose lock is
 * free are opened, decided and settled together, a few commands for all of them; the others wait
 * for their lock one by one, as a single OrderPlaced does.
 */
export const reserveStockTogether = (deps: StockSagaDeps) => {
  const reserveOne = reserveStock(deps);
  const { ledger, withLock, announcements } = deps;
  return async (orders: PlacedOrder[]): Promise<void> => {
    const byLock = new Map(orders.map((order) => [`order:${order.orderId}`, order]));
    const busy = await withLock.tryEach([...byLock.keys()], async (held) => {
      const opened = await ledger.openAll(
        held.map((key) => byLock.get(key)!),
        'reserving',
      );
      const decided = await decideAll(
        ledger,
        opened.filter((reservation) => reservation.status === 'reserving'),
      );
      const byOrder = new Map([...opened, ...decided].map((reservation) => [reservation.orderId, reservation]));
      await settleAll(ledger, [...byOrder.values()]);
      for (const reservation of byOrder.values()) {
        if (reservation.status === 'reserved') announcements.touch(reservation.lines);
      }
      return [...byLock].filter(([key]) => !held.includes(key)).map(([, order]) => order);
    });
    await Promise.all(busy.map(({ orderId, lines }) => reserveOne(orderId, lines)));
  };
};

/** `settle` for many: the reserved ones' markers leave every product in one write. */
async function settleAll(ledger: StockLedger, reservations: Reservation[]): Promise<void> {
  const reservedByProduct = new Map<number, number[]>();
  for (const reservation of reservations) {
    if (reservation.status !== 'reserved') {
      await ledger.settle(reservation);
      continue;
    }
    for (const { productId } of reservation.lines) {
      reservedByProduct.set(productId, [...(reservedByProduct.get(productId) ?? []), reservation.orderId]);
    }
  }
  await ledger.dropReserveMarkers(reservedByProduct);
}
