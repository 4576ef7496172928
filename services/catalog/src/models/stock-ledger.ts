import {
  applied,
  failedOnDuplicateKeysOnly,
  isDuplicateKeyError,
  live,
  markApplied,
  notApplied,
  unmark,
  type Envelope,
  type Written,
} from '@shop/kit';
import { mergeLines, releaseKey, reserveKey, returnKey, shipKey } from '../domain/order-lines';
import { availableOf } from '../domain/stock';
import type { CatalogModels } from '.';
import { publicFields, type Product } from './product';
import type { Reservation, ReservationLine, ReservationStatus, ShortLine } from './reservation';

/** Filter: at least `quantity` units can be sold (on hand less committed). */
const canSell = (quantity: number) => ({
  $expr: { $gte: [{ $subtract: ['$onHand', '$committed'] }, quantity] },
});

/** Products whose states one write announces at most. */
const ANNOUNCED_AT_ONCE = 500;

/**
 * Where the order saga keeps stock: products' `committed` and `onHand`, and each order's
 * reservation document. Safe under concurrency, redelivery and crashes:
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
 * - A reservation's status moves on only from the status read (`advance`), with its outbox event
 *   in the same write. Settling afterwards (dropping markers, giving back what a rejected order
 *   took) is idempotent and re-run by every later delivery.
 *
 * - A rush of single-line orders is taken a conditional update per product (`takeAll`: all of a
 *   product's quantities and markers, or nothing), all the products in one command, and their
 *   reservations opened, moved on and settled a command per batch rather than per order.
 *
 * The saga's steps (application/reserve-stock.ts and its siblings) hold a lock per order around these.
 */
export function stockLedger({ Product, Reservation }: CatalogModels, published: (written: Written) => void) {
  const find = (orderId: number): Promise<Reservation | null> => Reservation.findOne({ orderId }).lean<Reservation>();

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

  /**
   * Commits each product's orders in one write for all the products: a group is taken whole if all
   * its orders can be sold and none was taken before (the caller takes the others one by one).
   * Resolves with the products whose group is now committed.
   */
  async function takeAll(groups: Array<{ productId: number; takes: Array<{ orderId: number; quantity: number }> }>) {
    if (groups.length === 0) return new Set<number>();
    const at = new Date();
    const keyed = groups.map(({ productId, takes }) => ({
      productId,
      keys: takes.map((take) => reserveKey(take.orderId)),
      quantity: takes.reduce((n, take) => n + take.quantity, 0),
    }));
    const written = await Product.bulkWrite(
      keyed.map(({ productId, keys, quantity }) => ({
        updateOne: {
          filter: { id: productId, ...live, ...canSell(quantity), 'appliedOps.key': { $nin: keys } },
          update: {
            $inc: { committed: quantity, version: 1 },
            $push: { appliedOps: { $each: keys.map((key) => ({ key, at })) } },
          },
        },
      })),
      { ordered: false },
    );
    if (written.modifiedCount === groups.length) return new Set(groups.map((group) => group.productId));
    // Some were not written (too few to sell, or taken before): a group is committed where every one of its
    // markers is there now.
    const products = await Product.find(
      { id: { $in: keyed.map((group) => group.productId) } },
      { id: 1, appliedOps: 1 },
    ).lean();
    const marked = new Map(products.map((product) => [product.id, new Set(product.appliedOps.map((op) => op.key))]));
    return new Set(
      keyed
        .filter(({ productId, keys }) => keys.every((key) => marked.get(productId)?.has(key)))
        .map((g) => g.productId),
    );
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

  /**
   * A returned order's units back on hand, once per return, in one write for all its products (one line each): on
   * hand rises by the quantity (never set), committed is untouched (the order shipped). The marker stays until the
   * housekeeping prunes it, so a redelivery adds nothing.
   */
  async function putBack(returnId: string, lines: ReservationLine[]): Promise<void> {
    if (lines.length === 0) return;
    const key = returnKey(returnId);
    await Product.bulkWrite(
      lines.map(({ productId, quantity }) => ({
        updateOne: {
          filter: { id: productId, ...notApplied(key) },
          update: { $inc: { onHand: quantity, version: 1 }, $push: markApplied(key) },
        },
      })),
      { ordered: false },
    );
  }

  async function dropMarker(productId: number, key: string): Promise<void> {
    await Product.updateOne({ id: productId, ...applied(key) }, { $pull: unmark(key) }, { timestamps: false });
  }

  /** The order's reservation, opened with these lines and status unless it already exists. */
  async function open(orderId: number, lines: ReservationLine[], status: ReservationStatus): Promise<Reservation> {
    try {
      return (await Reservation.create({ orderId, lines: mergeLines(lines), status })).toObject();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return (await find(orderId))!;
    }
  }

  /** The orders' reservations, opened in one write with these lines and status unless they already exist. */
  async function openAll(
    orders: Array<{ orderId: number; lines: ReservationLine[] }>,
    status: ReservationStatus,
  ): Promise<Reservation[]> {
    try {
      const opened = await Reservation.insertMany(
        orders.map(({ orderId, lines }) => ({ orderId, lines: mergeLines(lines), status })),
        { ordered: false },
      );
      return opened.map((doc) => doc.toObject());
    } catch (err) {
      if (!failedOnDuplicateKeysOnly(err)) throw err;
      return Reservation.find({ orderId: { $in: orders.map((order) => order.orderId) } }).lean<Reservation[]>();
    }
  }

  /** Moves a reservation on from the status it has, with an event if given, relayed at once. */
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
    if (event) published({ model: Reservation, ids: [reservation._id] });
    // Only a lock that expired mid-way lets another delivery move it first; then the stored one is the truth.
    return moved.modifiedCount === 1
      ? { ...reservation, ...changes, status: to, version: version + 1 }
      : (await find(orderId))!;
  }

  /** `advance` for many reservations in one write, each with its event. */
  async function advanceAll(
    moves: Array<{ reservation: Reservation; to: ReservationStatus; event: Envelope }>,
  ): Promise<Reservation[]> {
    if (moves.length === 0) return [];
    const written = await Reservation.bulkWrite(
      moves.map(({ reservation: { orderId, status, version }, to, event }) => ({
        updateOne: {
          filter: { orderId, status, version },
          update: { $set: { status: to, version: version + 1 }, $push: { pendingEvents: event } },
        },
      })),
      { ordered: false },
    );
    published({ model: Reservation, ids: moves.map((move) => move.reservation._id) });
    if (written.modifiedCount === moves.length) {
      return moves.map(({ reservation, to }) => ({ ...reservation, status: to, version: reservation.version + 1 }));
    }
    // Some moved first (a lock that expired mid-way): the stored ones are the truth.
    return Reservation.find({ orderId: { $in: moves.map((move) => move.reservation.orderId) } }).lean<Reservation[]>();
  }

  /** Drops the reservation markers of decided orders, a product's orders each, in one write for all the products. */
  async function dropReserveMarkers(byProduct: Map<number, number[]>): Promise<void> {
    if (byProduct.size === 0) return;
    await Product.bulkWrite(
      [...byProduct].map(([productId, orderIds]) => {
        const keys = orderIds.map(reserveKey);
        return {
          updateOne: {
            filter: { id: productId, 'appliedOps.key': { $in: keys } },
            update: { $pull: { appliedOps: { key: { $in: keys } } } },
            timestamps: false,
          },
        };
      }),
      { ordered: false },
    );
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

  /**
   * Adds each live product's current state to its outbox, at the version read. If the product
   * moved on meanwhile, nothing is added: that later change announces itself.
   */
  async function announce(productIds: number[], stateOf: (product: Product) => Envelope): Promise<void> {
    // By id alone: a lookup by key, where another condition beside it reads the whole collection locally.
    const found = await Product.find({ id: { $in: productIds } }, publicFields).lean<Product[]>();
    await pushStates(
      found.filter((product) => !product.deletedAt),
      stateOf,
    );
  }

  /** `announce` for every live product, read in one query (a start announces them all). */
  async function announceEvery(stateOf: (product: Product) => Envelope): Promise<void> {
    await pushStates(await Product.find(live, publicFields).lean<Product[]>(), stateOf);
  }

  /** Pushes each product's state to its outbox under the version read, a write per 500 products. */
  async function pushStates(products: Product[], stateOf: (product: Product) => Envelope): Promise<void> {
    for (let i = 0; i < products.length; i += ANNOUNCED_AT_ONCE) {
      const chunk = products.slice(i, i + ANNOUNCED_AT_ONCE);
      await Product.bulkWrite(
        chunk.map((product) => ({
          updateOne: {
            filter: { id: product.id, version: product.version },
            update: { $push: { pendingEvents: stateOf(product) } },
            timestamps: false,
          },
        })),
        { ordered: false },
      );
      published({ model: Product, ids: chunk.map((product) => product._id) });
    }
  }

  return {
    find,
    open,
    openAll,
    advance,
    advanceAll,
    take,
    takeAll,
    available,
    restock,
    putBack,
    shipLine,
    settle,
    dropReserveMarkers,
    announce,
    announceEvery,
  };
}

export type StockLedger = ReturnType<typeof stockLedger>;
