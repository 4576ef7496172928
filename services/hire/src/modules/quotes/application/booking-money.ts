import { ukCalendarDay } from '@shop/contracts';
import { moneyOfBooking, type BookingMoney } from '../domain/booking-money';
import { draftOf, draftProductIds } from '../domain/quote-draft';
import type { QuotesModels } from '../models/quotes-models';
import type { HireSettingsStore } from '../../../shared/models/hire-settings';
import type { HireProductView } from '../../../shared/models/product-view';
import type { Quote } from '../models/quote';
import { owedFor, type Owed } from './price-quote';
import { securityDepositOf } from '../domain/booking-money';

const NO_CHARGES = { damagePence: 0, latePence: 0 };

export interface BookingOwedDeps {
  models: Pick<QuotesModels, 'ProductView'>;
  settings: HireSettingsStore;
  clock: () => Date;
}

/** What a booking owes for its hire today: its frozen price (or its quote's, priced with its products and settings). */
export const bookingOwed =
  ({ models: { ProductView }, settings, clock }: BookingOwedDeps) =>
  async (quote: Quote): Promise<Owed> => {
    const [products, current] = await Promise.all([
      ProductView.find({ id: { $in: draftProductIds(draftOf(quote)) } }).lean<HireProductView[]>(),
      settings.read(),
    ]);
    return owedFor(quote, new Map(products.map((p) => [p.id, p])), current, ukCalendarDay(clock()));
  };

/**
 * A booking's money as a payment sees it (as the desk's recorded payments do): the charges after the hire count once
 * settled; until then they are the desk's to settle.
 */
export const moneyWithPayments = (quote: Quote, owed: Owed): BookingMoney =>
  moneyOfBooking(quote, { ...owed, securityDepositPence: securityDepositOf(quote) }, quote.settlement ?? NO_CHARGES);
