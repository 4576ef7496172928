import type { CatalogModels } from '.';

/**
 * Moves data kept before stock was split into on hand and committed. A product's old `stock` was
 * what could be sold, with reserved units already taken off, so it becomes on hand with nothing
 * committed; reservations from then keep that meaning (`commits: false`) so a later cancellation
 * puts their units back on hand and their shipment moves nothing. Each write is conditional on the
 * old shape, so replicas starting together, or a restart, change nothing twice.
 */
export async function migrateStockLevels({ Product, Reservation }: CatalogModels): Promise<number> {
  // The old field is no longer in the schema, so the driver's collection is used directly.
  const products = Product.collection;
  const old = await products.find({ onHand: { $exists: false } }, { projection: { _id: 1, stock: 1 } }).toArray();
  for (const { _id, stock } of old) {
    await products.updateOne(
      { _id, onHand: { $exists: false } },
      { $set: { onHand: Number(stock ?? 0), committed: 0 }, $unset: { stock: '' } },
    );
  }
  await Reservation.collection.updateMany({ commits: { $exists: false } }, { $set: { commits: false } });
  return old.length;
}
