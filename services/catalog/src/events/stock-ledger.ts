import { domainEvent, isDuplicateKeyError, live } from '@shop/kit';
import { mergeLines, releaseKey, reserveKey } from '../domain/order-lines';
import type { CatalogModels } from '../models';
import { locker } from '../models/lock';
import type { Reservation, ReservationLine, ReservationStatus, ShortLine } from '../models/reservation';

/**
 * The reservation side of the order saga, safe under concurrency, redelivery and crashes.
 *
 * - Every stock change is one conditional single-document update (`stock >= quantity` for a
 *   take), so simultaneous orders never take stock below 0.
 * - Each change pushes a marker (`reserve:<orderId>` / `release:<orderId>`) into the product's
 *   `stockOps` in the same write, so it happens at most once: a delivery that crashed half-way
 *   simply runs again.
 * - One delivery at a time works on an order (a lock per order), so a redelivery running beside
 *   the first cannot take again what the first is settling.
 * - The decision, reserved or rejected, is written with its outbox event in one write on the
 *   order's reservation document. Settling afterwards (dropping markers, giving back what a
 *   rejected order took) is idempotent and re-run by every later delivery.
 */
export function stockLedger({ Product, Reservation, Lock }: CatalogModels, published: () => void) {
  const withLock = locker(Lock);
  const find = async (orderId: number) => (await Reservation.findOne({ orderId }).lean<Reservation>())!;

  /** Takes `quantity` if that much is there; true also when an earlier attempt already took it. */
  async function take(orderId: number, { productId, quantity }: ReservationLine): Promise<boolean> {
    const key = reserveKey(orderId);
    const taken = await Product.updateOne(
      { id: productId, ...live, stock: { $gte: quantity }, stockOps: { $ne: key } },
      { $inc: { stock: -quantity }, $push: { stockOps: key } },
    );
    return taken.modifiedCount === 1 || (await Product.exists({ id: productId, stockOps: key })) !== null;
  }

  /** Applies `delta` once per marker `key`: adds the marker, or with `undo` removes it. */
  async function move(productId: number, key: string, delta: number, undo: boolean): Promise<void> {
    await Product.updateOne(
      { id: productId, stockOps: undo ? key : { $ne: key } },
      { $inc: { stock: delta }, ...(undo ? { $pull: { stockOps: key } } : { $push: { stockOps: key } }) },
    );
  }

  async function dropMarker(productId: number, key: string): Promise<void> {
    await Product.updateOne({ id: productId, stockOps: key }, { $pull: { stockOps: key } });
  }

  async function available(productId: number): Promise<number> {
    const product = await Product.findOne({ id: productId, ...live }, { stock: 1 }).lean();
    return product?.stock ?? 0;
  }

  async function open(orderId: number, lines: ReservationLine[], status: ReservationStatus): Promise<Reservation> {
    try {
      return (await Reservation.create({ orderId, lines: mergeLines(lines), status })).toObject();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return find(orderId);
    }
  }

  /** Takes every line or none, then records the decision with its event. */
  async function decide({ orderId, lines }: Reservation): Promise<Reservation> {
    const shortLines: ShortLine[] = [];
    for (const line of lines) {
      // After the first short line nothing more is taken; the rest are only checked, to name them all.
      if (shortLines.length === 0 && (await take(orderId, line))) {
        await Reservation.updateOne({ orderId }, { $addToSet: { applied: line.productId } });
        continue;
      }
      const stock = await available(line.productId);
      if (shortLines.length === 0 || stock < line.quantity) {
        shortLines.push({ productId: line.productId, requested: line.quantity, available: stock });
      }
    }
    const reserved = shortLines.length === 0;
    await Reservation.updateOne(
      { orderId, status: 'reserving' },
      {
        $set: { status: reserved ? 'reserved' : 'rejected', shortLines },
        $push: {
          pendingEvents: reserved
            ? domainEvent('StockReserved', orderId, { orderId, lines })
            : domainEvent('StockRejected', orderId, { orderId, shortLines }),
        },
      },
    );
    published();
    return find(orderId);
  }

  /** Idempotent clean-up once decided: drop markers, or give back what a rejected order took. */
  async function settle({ orderId, lines, status }: Reservation): Promise<void> {
    for (const { productId, quantity } of lines) {
      if (status === 'reserved' || status === 'releasing') await dropMarker(productId, reserveKey(orderId));
      if (status === 'rejected') await move(productId, reserveKey(orderId), quantity, true);
      if (status === 'released') await dropMarker(productId, releaseKey(orderId));
    }
  }

  /** Moves a decided order on (the caller holds the order's lock). */
  async function setStatus(orderId: number, from: ReservationStatus, to: ReservationStatus): Promise<Reservation> {
    await Reservation.updateOne({ orderId, status: from }, { $set: { status: to } });
    return find(orderId);
  }

  /** OrderPlaced: reserve all lines or none, and say which. */
  const reserve = (orderId: number, lines: ReservationLine[]): Promise<Reservation> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await open(orderId, lines, 'reserving');
      if (reservation.status === 'reserving') reservation = await decide(reservation);
      await settle(reservation);
      return reservation;
    });

  /** OrderCancelled: give back a reserved order's stock, once. Cancelled first: a late OrderPlaced takes nothing. */
  const release = (orderId: number): Promise<Reservation> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await open(orderId, [], 'cancelled');
      if (reservation.status === 'reserving') reservation = await decide(reservation);
      if (reservation.status === 'reserved') {
        await settle(reservation);
        reservation = await setStatus(orderId, 'reserved', 'releasing');
      }
      if (reservation.status === 'releasing') {
        for (const { productId, quantity } of reservation.lines) {
          await move(productId, releaseKey(orderId), quantity, false);
        }
        reservation = await setStatus(orderId, 'releasing', 'released');
      }
      await settle(reservation);
      return reservation;
    });

  return { reserve, release };
}

export type StockLedger = ReturnType<typeof stockLedger>;
