import { DAY_MS } from '@shop/contracts';
import { Conflict, isDuplicateKeyError, type WithLock } from '@shop/kit';
import {
  HOLD_RETENTION_DAYS,
  availability,
  ShortOfUnits,
  type Availability,
  type DateRange,
  type Shortfall,
} from '../domain/availability';
import { freeByDay } from '../domain/day-availability';
import { expandKitLines, isKit, wholeKits, type UnitLine } from '../../../shared/domain/kits';
import type { Commitment, CommitmentLedger } from './commitment-ledger';
import type { PlanningModels } from './planning-models';
import type { BookingReads } from '../../quotes';
import { ledgerReader } from './ledger-reader';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote } from '../../quotes';
import { unitsByProduct } from '../../../shared/domain/kits';

const WRITE_ATTEMPTS = 20;

/**
 * The units approved quotes hold, per product. Approvals are serialised per product (the kit's
 * lock, taken in product order, so two quotes sharing products cannot deadlock): the check of
 * what is free and the commitment happen with no other approval of those products in between,
 * on any replica. The ledger is written before the quote on approval and after it on release, so
 * a crash in between leaves units held rather than double-booked; housekeeping reconciles.
 * A kit has no ledger of its own: its lines hold its parts' units, and it is free as far as its
 * scarcest part allows.
 */
export function commitmentStore(
  { CommitmentLedger, ProductView }: Pick<PlanningModels, 'CommitmentLedger' | 'ProductView'>,
  withLock: WithLock,
  bookings: BookingReads,
) {
  const ledgerOf = ledgerReader(CommitmentLedger);

  /** Rewrites one product's commitments, conditional on the version read (re-read on a clash). */
  async function change(productId: number, next: (current: Commitment[]) => Commitment[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const ledger = await ledgerOf(productId);
      const commitments = next(ledger.commitments);
      if (commitments === ledger.commitments) return;
      try {
        const written =
          ledger.version === 0
            ? (await CommitmentLedger.create({ productId, commitments, version: 1 }), 1)
            : (
                await CommitmentLedger.updateOne(
                  { productId, version: ledger.version },
                  { $set: { commitments, version: ledger.version + 1 } },
                )
              ).modifiedCount;
        if (written === 1) return;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      if (attempt >= WRITE_ATTEMPTS) throw new Conflict('The hire calendar is busy; try again', 'status');
    }
  }

  const lockProducts = <T>(ids: number[], work: () => Promise<T>): Promise<T> =>
    ids.length === 0 ? work() : withLock(`hire-product:${ids[0]}`, () => lockProducts(ids.slice(1), work));

  const hold = (quote: Quote, quantity: number) => (current: Commitment[]) => [
    ...current.filter((c) => c.quoteId !== quote.id),
    { quoteId: quote.id, start: quote.startDate, end: quote.endDate, quantity },
  ];
  const drop = (quoteId: number) => (current: Commitment[]) => current.filter((c) => c.quoteId !== quoteId);

  const viewsOf = async (ids: Iterable<number>): Promise<Map<number, HireProductView>> => {
    const views = await ProductView.find({ id: { $in: [...new Set(ids)] } }).lean<HireProductView[]>();
    return new Map(views.map((view) => [view.id, view]));
  };

  /** Units a quote's lines hold per product, kits counted as their parts, with the views read. */
  async function unitsOf(items: readonly UnitLine[]) {
    const views = await viewsOf(items.map((item) => item.productId));
    const units = unitsByProduct(expandKitLines(items, (id) => views.get(id)?.kitParts));
    const parts = [...units.keys()].filter((id) => !views.has(id));
    for (const [id, view] of await viewsOf(parts)) views.set(id, view);
    return { units, views };
  }

  async function ownAvailability(product: HireProductView, range: DateRange, excludeQuoteId?: number) {
    const ledger = await ledgerOf(product.id);
    return availability(product.stock, ledger.commitments, range, product.turnaroundDays, excludeQuoteId);
  }

  /** A kit's parts with their views (undefined: a part the read model lacks, which has no units). */
  async function partsOf(kit: HireProductView) {
    const views = await viewsOf(kit.kitParts.map((part) => part.productId));
    return kit.kitParts.map((part) => ({ quantity: part.quantity, view: views.get(part.productId) }));
  }

  /** Units of a product free over a range; for a kit, whole kits its parts make up. */
  async function availabilityOf(
    product: HireProductView,
    range: DateRange,
    excludeQuoteId?: number,
  ): Promise<Availability> {
    if (!isKit(product)) return ownAvailability(product, range, excludeQuoteId);
    const parts = await Promise.all(
      (await partsOf(product)).map(async ({ quantity, view }) => ({
        quantity,
        free: view ? await ownAvailability(view, range, excludeQuoteId) : { stock: 0, committed: 0, available: 0 },
      })),
    );
    const stock = wholeKits(parts.map((p) => ({ quantity: p.quantity, units: p.free.stock })));
    const available = wholeKits(parts.map((p) => ({ quantity: p.quantity, units: p.free.available })));
    return { stock, committed: stock - available, available };
  }

  const ownFreeByDay = async (product: HireProductView, days: readonly string[]): Promise<number[]> =>
    freeByDay(product.stock, (await ledgerOf(product.id)).commitments, days, product.turnaroundDays);

  /** Units free on each UK day (a one-day hire of it, as `availabilityOf` answers it); for a kit, whole kits. */
  async function freeDaysOf(product: HireProductView, days: readonly string[]): Promise<number[]> {
    if (!isKit(product)) return ownFreeByDay(product, days);
    const parts = await Promise.all(
      (await partsOf(product)).map(async ({ quantity, view }) => ({
        quantity,
        free: view ? await ownFreeByDay(view, days) : days.map(() => 0),
      })),
    );
    return days.map((_, i) => wholeKits(parts.map((p) => ({ quantity: p.quantity, units: p.free[i] }))));
  }

  /** Lines of the quote asking for more units than are free for its dates (its own hold not counted). */
  async function shortfallsOf(quote: Quote): Promise<Shortfall[]> {
    const { units, views } = await unitsOf(quote.items);
    const shortfalls: Shortfall[] = [];
    for (const [productId, requested] of units) {
      const product = views.get(productId);
      const free: Availability = product
        ? await ownAvailability(product, { start: quote.startDate, end: quote.endDate }, quote.id)
        : { stock: 0, committed: 0, available: 0 };
      if (requested > free.available) {
        shortfalls.push({
          productId,
          name: product?.name ?? `Product ${productId}`,
          requested,
          available: free.available,
        });
      }
    }
    return shortfalls;
  }

  return {
    availabilityOf,
    freeDaysOf,

    /**
     * Commits the quote's units and then runs `approve` (which writes the quote), unless that
     * would over-commit: then CONFLICT naming each short line (ShortOfUnits), or, when the admin confirmed the
     * override, `approve` is told the shortfalls to record. The units go back if `approve` fails.
     */
    async approve<T>(quote: Quote, override: boolean, approve: (shortfalls: Shortfall[]) => Promise<T>): Promise<T> {
      const { units } = await unitsOf(quote.items);
      const productIds = [...units.keys()].sort((a, b) => a - b);
      return lockProducts(productIds, async () => {
        const shortfalls = await shortfallsOf(quote);
        if (shortfalls.length > 0 && !override) throw new ShortOfUnits(shortfalls);
        for (const [productId, quantity] of units) await change(productId, hold(quote, quantity));
        try {
          return await approve(shortfalls);
        } catch (err) {
          for (const productId of productIds) await change(productId, drop(quote.id));
          throw err;
        }
      });
    },

    /** Gives back the units a quote held (it is no longer approved). */
    async release(quote: Pick<Quote, 'id' | 'items'>): Promise<void> {
      const { units } = await unitsOf(quote.items);
      const productIds = [...units.keys()].sort((a, b) => a - b);
      await lockProducts(productIds, async () => {
        for (const productId of productIds) await change(productId, drop(quote.id));
      });
    },

    /**
     * Makes every ledger agree with the quotes: holds of quotes no longer approved, and of hires
     * long over, go; approved quotes still ahead are held. Each product is read under its lock, so
     * an approval in flight is seen whole; kit lines hold their parts as the kits stand now.
     * Resolves with the holds removed.
     */
    async reconcile(now = new Date()): Promise<number> {
      const since = new Date(now.getTime() - HOLD_RETENTION_DAYS * DAY_MS);
      const ledgers = await CommitmentLedger.find().select({ productId: 1 }).lean<CommitmentLedger[]>();
      const approved = await bookings.approvedEndingSince(since, { items: 1 });
      const held = await unitsOf(approved.flatMap((q) => q.items));
      const productIds = new Set<number>([...ledgers.map((l) => l.productId), ...held.units.keys()]);
      let removed = 0;
      for (const productId of productIds) {
        await lockProducts([productId], async () => {
          const kits = await ProductView.find({ 'kitParts.productId': productId }).lean<HireProductView[]>();
          const approved = await bookings.approvedEndingSince(since, { id: 1, items: 1, startDate: 1, endDate: 1 }, [
            productId,
            ...kits.map((kit) => kit.id),
          ]);
          const wanted: Commitment[] = [];
          for (const quote of approved) {
            const quantity = (await unitsOf(quote.items)).units.get(productId);
            if (quantity) wanted.push({ quoteId: quote.id, start: quote.startDate, end: quote.endDate, quantity });
          }
          let dropped = 0;
          await change(productId, (current) => {
            const same = (a: Commitment, b: Commitment) =>
              a.quoteId === b.quoteId && a.quantity === b.quantity && a.start.getTime() === b.start.getTime();
            dropped = current.filter((c) => !wanted.some((w) => same(c, w))).length;
            const settled = current.length === wanted.length && dropped === 0;
            return settled ? current : wanted;
          });
          removed += dropped;
        });
      }
      return removed;
    },
  };
}

export type CommitmentStore = ReturnType<typeof commitmentStore>;
