import { DEFAULT_HIRE_RATE_SETTINGS } from '@shop/contracts';
import { freezeLegacyBookings } from '../../src/modules/quotes/application/freeze-booked-prices';
import { owedFor } from '../../src/modules/quotes/application/price-quote';
import { hireSettingsStore } from '../../src/shared/models/hire-settings';
import type { HireProductView } from '../../src/shared/models/product-view';
import type { Quote } from '../../src/modules/quotes/models/quote';
import { hireProduct, pendingQuote, replicaPerFile } from '../support/store';

describe('bookings confirmed before prices were frozen', () => {
  const replica = replicaPerFile();
  const stored = async (id: number) => (await replica().models.Quote.findOne({ id }).lean<Quote>())!;

  /** A quote as stored before `booked` was kept, at this stage. */
  async function legacy(productId: number, stage: Quote['stage'], status: Quote['status']) {
    const quote = await pendingQuote(replica().models, [{ productId, quantity: 1 }], 10, 12);
    await replica().models.Quote.collection.updateOne(
      { id: quote.id },
      { $set: { stage, status }, $unset: { booked: 1 } },
    );
    return quote.id;
  }

  it('freezes their price once, at the rates they were read at, and leaves quotes not booked alone', async () => {
    const models = replica().models;
    const amp = await hireProduct(models, 2);
    const confirmed = await legacy(amp, 'confirmed', 'approved');
    const requested = await legacy(amp, 'requested', 'pending');
    const settings = hireSettingsStore(models.HireSettings);

    expect(await freezeLegacyBookings(models, settings, '2027-05-01')).toBeGreaterThanOrEqual(1);
    expect(await freezeLegacyBookings(models, settings, '2027-05-01')).toBe(0);
    expect((await stored(requested)).booked).toBeUndefined();

    await models.ProductView.updateOne({ id: amp }, { hirePriceDailyPence: 9000 });
    const product = (await models.ProductView.findOne({ id: amp }).lean<HireProductView>())!;
    // Two days at 45.00: 108.00 with VAT, as before the rate changed.
    expect(
      owedFor(await stored(confirmed), new Map([[amp, product]]), DEFAULT_HIRE_RATE_SETTINGS, '2027-05-01'),
    ).toMatchObject({ totalPence: 10_800, securityDepositPence: 1800, revision: null });
  });

  it('a second run changes nothing, even once the rates have changed', async () => {
    const models = replica().models;
    const amp = await hireProduct(models, 2);
    const completed = await legacy(amp, 'completed', 'completed');
    const settings = hireSettingsStore(models.HireSettings);
    expect(await freezeLegacyBookings(models, settings, '2027-05-01')).toBeGreaterThanOrEqual(1);
    const frozen = await stored(completed);
    expect(frozen.booked).toEqual(expect.objectContaining({ revision: null }));

    await models.ProductView.updateOne({ id: amp }, { hirePriceDailyPence: 9000 });
    expect(await freezeLegacyBookings(models, settings, '2027-06-01')).toBe(0);
    expect(await stored(completed)).toEqual(frozen);
  });
});
