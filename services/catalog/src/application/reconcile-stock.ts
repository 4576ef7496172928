import { domainEvent, live, type Logger, type Written } from '@shop/kit';
import { committedDrifts, RECONCILED_STATUSES, type CommittedDrift } from '../domain/stock-reconcile';
import { productStockMoved } from '../events/published';
import type { CatalogModels } from '../models';
import { publicFields, type Product } from '../models/product';

/**
 * Sets each product's committed units to what its reservations hold where they differ (a take or a
 * release lost with a failover's last writes), with StockReconciled and the product's new state in
 * the same write, and a warning. Products are read before reservations and each correction is
 * conditional on the version read, so a reservation in flight meanwhile (every stock move changes
 * the version) makes that product wait for the next run rather than take a stale figure. Resolves
 * with the corrections made.
 */
export function reconcileStock(
  { Product, Reservation }: CatalogModels,
  changed: (written: Written) => Promise<void>,
  logger: Logger,
) {
  /** Writes one correction at the version read; false when the product moved on meanwhile. */
  async function correct({ productId, version, committedWas, committedNow }: CommittedDrift): Promise<boolean> {
    // By id alone: a lookup by key (another condition beside it reads the whole collection locally).
    const product = await Product.findOne({ id: productId }, publicFields).lean<Product>();
    if (product?.version !== version) return false;
    // Two events, each at its own version, as the aggregate store numbers them.
    const corrected = { ...product, committed: committedNow, version: version + 2 };
    const reconciled = domainEvent('StockReconciled', productId, version + 1, {
      productId,
      committedWas,
      committedNow,
    });
    const written = await Product.updateOne(
      { id: productId, version, committed: committedWas },
      {
        $set: { committed: committedNow, version: corrected.version },
        $push: { pendingEvents: { $each: [reconciled, productStockMoved(corrected)] } },
      },
    );
    if (written.modifiedCount !== 1) return false;
    await changed({ model: Product, ids: [product._id] });
    logger.warn({ productId, committedWas, committedNow }, "stock reconcile corrected a product's committed units");
    return true;
  }

  return async (): Promise<CommittedDrift[]> => {
    const products = await Product.find(live, { id: 1, committed: 1, version: 1, appliedOps: 1 }).lean();
    const reservations = await Reservation.find(
      { status: { $in: RECONCILED_STATUSES } },
      { lines: 1, status: 1, commits: 1 },
    ).lean();
    const done: CommittedDrift[] = [];
    for (const drift of committedDrifts(products, reservations)) if (await correct(drift)) done.push(drift);
    return done;
  };
}
