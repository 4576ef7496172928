import { draftOf, draftProductIds } from '../domain/quote-draft';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote } from '../models/quote';
import { bookedPriceOf } from './price-quote';

/** Stages whose price a booking keeps (a cancelled one owes its cancellation fee, or nothing). */
const BOOKED_STAGES: readonly Quote['stage'][] = ['confirmed', 'out', 'completed'];

/**
 * Gives bookings confirmed before prices were frozen the price every read worked out for them until
 * now: the revision accepted (or the latest sent), or else the draft priced at today's rates. Each
 * write is conditional on the price still missing, so replicas starting together, or a restart,
 * change nothing twice. Resolves with the bookings frozen.
 */
export async function freezeLegacyBookings(
  { Quote, ProductView }: Pick<QuotesModels, 'Quote' | 'ProductView'>,
  settings: HireSettingsStore,
  today: string,
): Promise<number> {
  const legacy = await Quote.find({ stage: { $in: BOOKED_STAGES }, booked: { $exists: false } }).lean<Quote[]>();
  if (legacy.length === 0) return 0;
  const productIds = [...new Set(legacy.flatMap((quote) => draftProductIds(draftOf(quote))))];
  const [products, current] = await Promise.all([
    ProductView.find({ id: { $in: productIds } }).lean<HireProductView[]>(),
    settings.read(),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  let frozen = 0;
  for (const quote of legacy) {
    const revision =
      quote.revisions.find((r) => r.revision === quote.acceptance?.revision) ?? quote.revisions.at(-1) ?? null;
    const booked = bookedPriceOf(quote, revision, byId, current, today);
    const { modifiedCount } = await Quote.collection.updateOne(
      { id: quote.id, booked: { $exists: false } },
      { $set: { booked } },
    );
    frozen += modifiedCount;
  }
  return frozen;
}
