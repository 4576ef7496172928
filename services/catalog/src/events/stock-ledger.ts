import {
  applied,
  domainEvent,
  isDuplicateKeyError,
  live,
  markApplied,
  notApplied,
  unmark,
  type Envelope,
  type WithLock,
  type Written,
} from '@shop/kit';
import { mergeLines, releaseKey, reserveKey, shipKey } from '../domain/order-lines';
import { productEventData } from '../domain/product-view';
import { availableOf } from '../domain/stock';
import type { CatalogModels } from '../models';
import { publicFields, type Product } from '../models/product';
import type { Reservation, ReservationLine, ReservationStatus, ShortLine } from '../models/reservation';

/** Filter: at least `quantity` units can be sold (on hand less committed). */
const canSell = (quantity: number) => ({
  $expr: { $gte: [{ $subtract: ['$onHand', '$committed'] }, quantity] },
});

/**
 * The reservation side of the order saga, safe under concurrency, redelivery and crashes.
 *
 * - A reservation commits units (`committed`), leaving on hand, which the admin edits, alone: an
 *   admin's save sets on hand and can never undo a reservation. Shipping takes the units off both;
 *   a cancellation releases them.
 * - Every stock change is one conditional single-document update (on hand less committed at
 *   least the quantity, for a take), so simultaneous orders never sell more than there is, and
 *   it moves the product's version on, so the event announcing it orders after earlier ones.
 * - Each change records an effect marker (`reserve:<orderId>`, `release:<orderId>`,
 *   `ship:<orderId>`: the kit's effect markers) in the same write, so it happens at most once: a
 *   delivery that crashed half-way simply runs again.
 * - One delivery at a time works on an order (a lock per order), so a redelivery running beside
 *   the first cannot take again what the first is settling.
 * - The decision, reserved or rejected, is written with its outbox event in one write on the
 *   order's reservation document. Settling afterwards (dropping markers, giving back what a
 *   rejected order took) is idempotent and re-run by every later delivery.
 */
export function stockLedger(
  { Product, Reservation }: CatalogModels,
  withLock: WithLock,
  published: (written: Written) => void,
) {
  const find = async (orderId: number) => (await Reservation.findOne({ orderId }).lean<Reservation>())!;

  /** Commits the line's quantity if that much can be sold, or names the shortfall. An earlier attempt's take counts. */
  async function take(orderId: number, { productId, quantity }: ReservationLine): Promise<ShortLine | null> {
    const key = reserveKey(orderId);
    const taken = await Product.updateOne(
      { id: productId, ...live, ...canSell(quantity), ...notApplied(key) },
      { $inc: { committed: quantity, version: 1 }, $push: markApplied(key) },
    );
    if (taken.modifiedCount === 1) return null;
    const product = await Product.findOne(
      { id: productId },
      { onHand: 1, committed: 1, appliedOps: 1, deletedAt: 1 },
    ).lean();
    if (product?.appliedOps.some((op) => op.key === key)) return null;
    return { productId, requested: quantity, available: product && !product.deletedAt ? availableOf(product) : 0 };
  }

  async function available(productId: number): Promise<number> {
    const product = await Product.findOne({ id: productId, ...live }, { onHand: 1, committed: 1 }).lean();
    return product ? availableOf(product) : 0;
  }

  /** Gives back what this order committed on a product, once: only while the take's marker is there. */
  async function untake(orderId: number, { productId, quantity }: ReservationLine): Promise<void> {
    const key = reserveKey(orderId);
    await Product.updateOne(
      { id: productId, ...applied(key) },
      { $inc: { committed: -quantity, version: 1 }, $pull: unmark(key) },
    );
  }

  /**
   * Releases a cancelled order's units to a product, once: the release's marker stays until
   * settled. A reservation from before committed stock took its units off on hand, so they go back there.
   */
  async function restock(orderId: number, { productId, quantity }: ReservationLine, commits: boolean): Promise<void> {
    const key = releaseKey(orderId);
    await Product.updateOne(
      { id: productId, ...notApplied(key) },
      {
        $inc: { [commits ? 'committed' : 'onHand']: commits ? -quantity : quantity, version: 1 },
        $push: markApplied(key),
      },
    );
  }

  /**
   * The shipped units leave the shop: off on hand and committed together, once. On hand never
   * goes below 0 (a recount that found fewer than were sold has already said so).
   */
  async function shipLine(orderId: number, { productId, quantity }: ReservationLine): Promise<void> {
    const key = shipKey(orderId);
    const target = { id: productId, ...notApplied(key) };
    const mark = { $push: markApplied(key) };
    const shipped = await Product.updateOne(
      { ...target, onHand: { $gte: quantity } },
      { $inc: { onHand: -quantity, committed: -quantity, version: 1 }, ...mark },
    );
    if (shipped.modifiedCount === 0) {
      await Product.updateOne(
        { ...target, onHand: { $lt: quantity } },
        { $set: { onHand: 0 }, $inc: { committed: -quantity, version: 1 }, ...mark },
      );
    }
  }

  async function dropMarker(productId: number, key: string): Promise<void> {
    await Product.updateOne({ id: productId, ...applied(key) }, { $pull: unmark(key) }, { timestamps: false });
  }

  async function open(orderId: number, lines: ReservationLine[], status: ReservationStatus): Promise<Reservation> {
    try {
      return (await Reservation.create({ orderId, lines: mergeLines(lines), status })).toObject();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return find(orderId);
    }
  }

  /** Moves a reservation on from the status it has, with an event if given (the caller holds the order's lock). */
  async function advance(
    reservation: Reservation,
    to: ReservationStatus,
    changes: Partial<Reservation> = {},
    event?: Envelope,
  ): Promise<Reservation> {
    const { orderId, status, version } = reservation;
    const moved = await Reservation.updateOne(
      { orderId, status, version },
      {
        $set: { ...changes, status: to, version: version + 1 },
        ...(event ? { $push: { pendingEvents: event } } : {}),
      },
    );
    // Only a lock that expired mid-way lets another delivery move it first; then the stored one is the truth.
    return moved.modifiedCount === 1 ? { ...reservation, ...changes, status: to, version: version + 1 } : find(orderId);
  }

  /** Takes every line or none, then records the decision with its event. */
  async function decide(reservation: Reservation): Promise<Reservation> {
    const { orderId, lines } = reservation;
    const shortLines: ShortLine[] = [];
    for (const line of lines) {
      if (shortLines.length === 0) {
        const short = await take(orderId, line);
        if (short) shortLines.push(short);
        continue;
      }
      // After the first short line nothing more is taken; the rest are only checked, to name them all.
      const stock = await available(line.productId);
      if (stock < line.quantity) {
        shortLines.push({ productId: line.productId, requested: line.quantity, available: stock });
      }
    }
    const reserved = shortLines.length === 0;
    const version = reservation.version + 1;
    const event = reserved
      ? domainEvent('StockReserved', orderId, version, { orderId, lines })
      : domainEvent('StockRejected', orderId, version, { orderId, shortLines });
    const decided = await advance(reservation, reserved ? 'reserved' : 'rejected', { shortLines }, event);
    published({ model: Reservation, ids: [reservation._id] });
    return decided;
  }

  /** Idempotent clean-up once decided: drop markers, or give back what a rejected order took. */
  async function settle({ orderId, lines, status }: Reservation): Promise<void> {
    const settled = status === 'reserved' || status === 'releasing' || status === 'shipping';
    for (const line of lines) {
      if (settled) await dropMarker(line.productId, reserveKey(orderId));
      if (status === 'rejected') await untake(orderId, line);
      if (status === 'released') await dropMarker(line.productId, releaseKey(orderId));
      if (status === 'shipped') await dropMarker(line.productId, shipKey(orderId));
    }
  }

  /** Products whose stock the saga moved since they were last announced. */
  const touched = new Set<number>();
  const touch = (lines: ReservationLine[]) => lines.forEach((line) => touched.add(line.productId));

  /**
   * Publishes the state of the products the saga moved, so read models elsewhere (the basket's
   * stock check) follow: once per slice of events (the consumer's afterSlice), not once per order.
   * Stock changes bump the version without an event; this adds the event at the version read. If
   * the product moved on meanwhile, that later change announces itself. The consumer commits a
   * slice only after this ran, so a crash before it re-runs the slice and no change goes unannounced.
   */
  async function announceStock(): Promise<void> {
    const ids = [...touched];
    touched.clear();
    if (ids.length === 0) return;
    // By id alone: a lookup by key, where another condition beside it reads the whole collection locally.
    const found = await Product.find({ id: { $in: ids } }, publicFields).lean<Product[]>();
    const products = found.filter((product) => !product.deletedAt);
    for (const product of products) {
      const state = domainEvent('ProductUpdated', product.id, product.version, productEventData(product));
      await Product.updateOne(
        { id: product.id, version: product.version },
        { $push: { pendingEvents: state } },
        { timestamps: false },
      );
    }
    published({ model: Product, ids: products.map((product) => product._id) });
  }

  /** OrderPlaced: reserve all lines or none, and say which. */
  const reserve = (orderId: number, lines: ReservationLine[]): Promise<Reservation> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await open(orderId, lines, 'reserving');
      if (reservation.status === 'reserving') reservation = await decide(reservation);
      await settle(reservation);
      if (reservation.status === 'reserved') touch(reservation.lines);
      return reservation;
    });

  /** OrderCancelled: give back a reserved order's stock, once. Cancelled first: a late OrderPlaced takes nothing. */
  const release = (orderId: number): Promise<Reservation> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await open(orderId, [], 'cancelled');
      if (reservation.status === 'reserving') reservation = await decide(reservation);
      if (reservation.status === 'reserved') {
        await settle(reservation);
        reservation = await advance(reservation, 'releasing');
      }
      if (reservation.status === 'releasing') {
        for (const line of reservation.lines) await restock(orderId, line, reservation.commits);
        reservation = await advance(reservation, 'released');
      }
      await settle(reservation);
      if (reservation.status === 'released') touch(reservation.lines);
      return reservation;
    });

  /**
   * OrderShipped: the order's units leave on hand and committed, once. A reservation from before
   * committed stock has nothing to move: its units left on hand when it was taken.
   */
  const ship = (orderId: number): Promise<Reservation | null> =>
    withLock(`order:${orderId}`, async () => {
      let reservation = await Reservation.findOne({ orderId }).lean<Reservation>();
      if (!reservation) return null;
      if (reservation.status === 'reserved') {
        await settle(reservation);
        reservation = await advance(reservation, 'shipping');
      }
      if (reservation.status === 'shipping') {
        if (reservation.commits) for (const line of reservation.lines) await shipLine(orderId, line);
        reservation = await advance(reservation, 'shipped');
      }
      await settle(reservation);
      if (reservation.status === 'shipped' && reservation.commits) touch(reservation.lines);
      return reservation;
    });

  return { reserve, release, ship, announceStock };
}

export type StockLedger = ReturnType<typeof stockLedger>;
